// 币种配置 (system.currencyConfig): bet limits and levels per currency, one config each. The form checks what the
// server checks (system.md 4.5; currency-rules.ts), so a refused config never leaves the form.
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM, defineEnum } from '@/components/resource-kit/enums';
import type { CurrencyConfigRow } from '@/api/system-currency';
import {
  betOrder,
  both,
  defaultInLevels,
  levelsRule,
  maxWinRule,
  precisionRule,
} from '@/resources/system/currency-rules';
import { numberListKind } from '@/resources/system/number-list-kind';

const UNIT_ENUM = defineEnum('system', 'unit', [{ value: 1 }, { value: 1000, color: 'blue' }]);
const CURRENCY = { kind: 'select', lookup: 'currencyList' } as const;
const AMOUNT = { kind: 'number', min: 0, precision: 4 } as const;

export const CurrencyConfigPage = defineResource<CurrencyConfigRow>({
  name: 'system.currencyConfig',
  history: { type: 'currencyConfig', id: 'id' },
  columns: [
    { key: 'currencyCode', fixed: 'left' },
    { key: 'minBet', kind: 'amount' },
    { key: 'maxBet', kind: 'amount' },
    { key: 'defaultBet', kind: 'amount' },
    { key: 'betLevels', kind: numberListKind },
    { key: 'maxWinAmount', kind: 'amount' },
    { key: 'unit', kind: 'enum', enum: UNIT_ENUM },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'currencyCode', ...CURRENCY },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
  ],
  form: {
    width: 640,
    fields: [
      { key: 'currencyCode', ...CURRENCY, required: true, disabledOnEdit: true },
      { key: 'minBet', ...AMOUNT, required: true, validate: both(betOrder, precisionRule) },
      { key: 'maxBet', ...AMOUNT, required: true, validate: both(betOrder, precisionRule) },
      {
        key: 'betLevels',
        kind: numberListKind,
        decimals: 4,
        min: 0,
        required: true,
        validate: both(levelsRule, precisionRule),
      },
      { key: 'defaultBet', ...AMOUNT, required: true, validate: both(defaultInLevels, precisionRule) },
      { key: 'maxWinAmount', ...AMOUNT, required: true, validate: both(maxWinRule, precisionRule) },
      { key: 'unit', kind: 'enum', enum: UNIT_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', required: true, defaultValue: 1 },
      { key: 'remark', kind: 'textarea', maxLength: 200 },
    ],
  },
});
