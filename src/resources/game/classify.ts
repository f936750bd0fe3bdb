// 游戏分类: the categories games are grouped under in the lobby; list, create and edit.
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';

export type ClassifyRow = {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  remark: string;
  gameCount: number;
  createTime: string;
  updateTime: string;
};

export const ClassifyPage = defineResource<ClassifyRow>({
  name: 'game.classify',
  history: { type: 'classify', id: 'id' },
  columns: [
    { key: 'id', width: 80 },
    { key: 'name' },
    { key: 'code', kind: 'copy' },
    { key: 'sort', kind: 'number', sortable: true },
    { key: 'gameCount', kind: 'number' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark', hidden: true },
    { key: 'createTime', kind: 'time', hidden: true },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'name', kind: 'text', emojiFilter: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 30, emojiFilter: true },
      // The lobby addresses categories by code, so it stays a plain identifier.
      { key: 'code', kind: 'text', required: true, maxLength: 30, pattern: /^[a-z][a-z0-9_]*$/ },
      { key: 'sort', kind: 'number', min: 0, max: 9999, precision: 0, defaultValue: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
    ],
  },
});
