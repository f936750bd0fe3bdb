// Java配置 (system.javaConfig): runtime config of the Java game servers. Every save is a new version that the
// servers get only once published: one row, the selected rows, or every pending row (each confirmed first).
import { defineResource } from '@/components/resource-kit/define-resource';
import { JAVA_SERVICE, SYNC_STATUS, VALUE_TYPE } from '@/resources/system/settings-enums';
import { typedValue } from '@/resources/system/typed-value-kind';
import type { JavaConfigRow } from '@/api/system';

const PUBLISH = {
  permission: 'system.javaConfig.publish',
  url: '/api/system/javaConfig/publish',
  confirm: true,
} as const;
const pending = (row: JavaConfigRow) => Number(row.syncStatus) !== 1;

export const JavaConfigPage = defineResource<JavaConfigRow>({
  name: 'system.javaConfig',
  history: { type: 'javaConfig', id: 'id' },
  columns: [
    { key: 'service', kind: 'enum', enum: JAVA_SERVICE },
    { key: 'key', kind: 'copy' },
    { key: 'value', kind: typedValue },
    { key: 'valueType', kind: 'enum', enum: VALUE_TYPE },
    { key: 'description' },
    { key: 'version', kind: 'number', sub: 'publishedVersion' },
    { key: 'syncStatus', kind: 'enum', enum: SYNC_STATUS },
    { key: 'publishTime', kind: 'time', sub: 'publisher' },
    { key: 'updateTime', kind: 'time', sub: 'operator', hidden: true },
  ],
  filters: [
    { key: 'service', kind: 'enum', enum: JAVA_SERVICE },
    { key: 'key', kind: 'text' },
    { key: 'syncStatus', kind: 'enum', enum: SYNC_STATUS },
  ],
  form: {
    fields: [
      { key: 'service', kind: 'enum', enum: JAVA_SERVICE, required: true },
      { key: 'key', kind: 'text', required: true, pattern: /^[a-z][a-zA-Z0-9._-]{1,99}$/ },
      { key: 'valueType', kind: 'enum', enum: VALUE_TYPE, display: 'radio', required: true, defaultValue: 'number' },
      { key: 'value', kind: typedValue },
      { key: 'description', kind: 'textarea', maxLength: 500 },
    ],
  },
  rowActions: [
    { key: 'publish', ...PUBLISH, body: (row) => ({ ids: [row.id] }), visible: pending },
    {
      key: 'remove',
      permission: 'system.javaConfig.remove',
      url: '/api/system/javaConfig/remove',
      body: (row) => ({ id: row.id }),
      confirm: true,
      danger: true,
    },
  ],
  toolbarActions: [
    { key: 'publishSelected', ...PUBLISH, selection: true, body: (rows) => ({ ids: rows.map((r) => r.id) }) },
    { key: 'publishAll', ...PUBLISH, body: () => ({}) },
  ],
});
