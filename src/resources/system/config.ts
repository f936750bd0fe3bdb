// 系统参数 (system.config): platform key/value parameters. The value's input follows its type and is checked before
// it is sent; built-in keys keep their type and cannot be removed; refreshing makes every service reload them.
import { defineResource } from '@/components/resource-kit/define-resource';
import { BUILT_IN, VALUE_TYPE } from '@/resources/system/settings-enums';
import { typedValue } from '@/resources/system/typed-value-kind';
import type { ConfigRow } from '@/api/system';

export const ConfigPage = defineResource<ConfigRow>({
  name: 'system.config',
  history: { type: 'config', id: 'id' },
  columns: [
    { key: 'name' },
    { key: 'key', kind: 'copy' },
    { key: 'value', kind: typedValue },
    { key: 'valueType', kind: 'enum', enum: VALUE_TYPE },
    { key: 'builtIn', kind: 'enum', enum: BUILT_IN },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'name', kind: 'text' },
    { key: 'key', kind: 'text' },
    { key: 'builtIn', kind: 'enum', enum: BUILT_IN },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 50 },
      { key: 'key', kind: 'text', required: true, pattern: /^[a-z][a-zA-Z0-9_.]{1,63}$/, disabledOnEdit: true },
      // Shown on edit so a built-in key says why its type is locked.
      { key: 'builtIn', kind: 'enum', enum: BUILT_IN, only: 'edit', disabledOnEdit: true },
      {
        key: 'valueType',
        kind: 'enum',
        enum: VALUE_TYPE,
        display: 'radio',
        required: true,
        defaultValue: 'string',
        disabledWhen: (values) => Number(values.builtIn) === 1,
      },
      { key: 'value', kind: typedValue },
      { key: 'remark', kind: 'textarea', maxLength: 500 },
    ],
  },
  rowActions: [
    {
      key: 'remove',
      permission: 'system.config.remove',
      url: '/api/system/config/remove',
      body: (row) => ({ id: row.id }),
      visible: (row) => Number(row.builtIn) !== 1,
      confirm: true,
      danger: true,
    },
  ],
  toolbarActions: [
    {
      key: 'refreshCache',
      permission: 'system.config.refreshCache',
      url: '/api/system/config/refreshCache',
      body: () => ({}),
      confirm: true,
    },
  ],
});
