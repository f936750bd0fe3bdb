// 币种管理 (system.currency): the platform's currencies; CNY stays enabled, and a currency in use cannot be removed
// (the server names how many merchants and players use it).
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import type { CurrencyRow } from '@/api/system-currency';

export const CurrencyPage = defineResource<CurrencyRow>({
  name: 'system.currency',
  history: { type: 'currency', id: 'id' },
  columns: [
    { key: 'code', kind: 'copy', fixed: 'left' },
    { key: 'name' },
    { key: 'symbol' },
    { key: 'country' },
    { key: 'decimals', kind: 'number' },
    { key: 'sort', kind: 'number' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'merchantCount', kind: 'number' },
    { key: 'playerCount', kind: 'number' },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'code', kind: 'text' },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    width: 560,
    fields: [
      { key: 'code', kind: 'text', required: true, pattern: /^[A-Z]{3}$/, disabledOnEdit: true },
      { key: 'name', kind: 'text', required: true, maxLength: 20 },
      { key: 'symbol', kind: 'text', required: true, maxLength: 5 },
      { key: 'country', kind: 'text', maxLength: 10 },
      { key: 'decimals', kind: 'number', required: true, min: 0, max: 4, precision: 0, defaultValue: 2 },
      { key: 'sort', kind: 'number', min: 0, precision: 0, defaultValue: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
    ],
  },
  rowActions: [
    {
      key: 'remove',
      permission: 'system.currency.remove',
      confirm: true,
      danger: true,
      url: '/api/system/currency/remove',
      body: (row) => ({ id: row.id }),
      visible: (row) => row.code !== 'CNY',
    },
  ],
});
