// 汇率管理 (system.currencyRate): CNY per unit of each currency by effective date, newest first. A rate applies from
// its date until the next one, so removing one hands its days to the previous rate; the earliest cannot go (the
// server refuses it with its reason).
import { defineResource } from '@/components/resource-kit/define-resource';
import { defineEnum, YES_NO_ENUM } from '@/components/resource-kit/enums';
import type { RateRowCny } from '@/api/system-currency';
import { rateRule } from '@/resources/system/currency-rules';

const SOURCE_ENUM = defineEnum('system', 'rateSource', [{ value: 1, color: 'blue' }, { value: 2 }]);
const CURRENCY = { kind: 'select', lookup: 'currencyList' } as const;

export const CurrencyRatePage = defineResource<RateRowCny>({
  name: 'system.currencyRate',
  history: { type: 'currencyRate', id: 'id' },
  columns: [
    { key: 'currencyCode', fixed: 'left' },
    { key: 'rate', kind: 'number', precision: 8 },
    { key: 'effectiveDate', kind: 'date' },
    { key: 'current', kind: 'enum', enum: YES_NO_ENUM },
    { key: 'source', kind: 'enum', enum: SOURCE_ENUM },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'currencyCode', ...CURRENCY },
    { key: 'date', kind: 'dateRange', showTime: false },
  ],
  form: {
    width: 560,
    fields: [
      { key: 'currencyCode', ...CURRENCY, required: true, disabledOnEdit: true },
      // No min or precision on the input: it would turn -5 into the minimum and round extra decimals away
      // without a word; the rule says what is wrong instead.
      { key: 'rate', kind: 'number', precision: 8, required: true, validate: rateRule },
      { key: 'effectiveDate', kind: 'date', required: true },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
    ],
  },
  rowActions: [
    {
      key: 'remove',
      permission: 'system.currencyRate.remove',
      confirm: true,
      danger: true,
      url: '/api/system/currencyRate/remove',
      body: (row) => ({ id: row.id }),
    },
  ],
});
