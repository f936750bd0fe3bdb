// 商户费率 (merchant.rate, merchant.md 2.3; platform only): each merchant's terms in force and the terms pending from
// next month side by side; "set new terms" starts from the terms in force, names the month they start and works the
// fee formula on the merchant's last month; every term the merchant had in a drawer.
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { feeExampleKind } from '@/resources/merchant/fee-example-kind';
import { COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { termsStartMonth } from '@/resources/merchant/rate-fee';
import { rateTermsKind } from '@/resources/merchant/rate-terms-kind';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { RATE_MAX, type RateRow, type RateTerm } from '@/api/merchant-rate';

/** The row with the month new terms would start (the confirm text names it). */
type Row = RateRow & { termsFrom: string };

/** A merchant's terms, newest month first (GET /api/merchant/rate/history); texts under `rateHistory`. */
export const RateHistory = resolveDefinition<RateTerm>({
  name: 'merchant.rateHistory',
  permission: 'merchant.rate',
  endpoints: { list: '/api/merchant/rate/history' },
  rowKey: 'month',
  columns: [
    { key: 'month' },
    { key: 'cooperationType', kind: 'enum', enum: COOPERATION_TYPE },
    { key: 'rate', kind: 'amount' },
    { key: 'remark' },
    { key: 'operator' },
    { key: 'createTime', kind: 'time' },
  ],
  export: false,
});

/** nextRate's bound follows the type: 0-100 for revenue share, 0-10 for turnover share (the kit checks 0-100). */
function rateWithinType(value: unknown, values: Record<string, unknown>): string | undefined {
  const max = Number(values.nextCooperationType) === 2 ? RATE_MAX[2] : RATE_MAX[1];
  const check = checkNumber(value, { decimals: 2 });
  return check.ok && check.value > max ? 'validation.turnoverRate' : undefined;
}

export const MerchantRatePage = defineResource<Row>({
  name: 'merchant.rate',
  transform: (row) => ({ ...row, termsFrom: termsStartMonth() }),
  columns: [
    { key: 'merchantTeamName' },
    { key: 'merchantName', sub: 'merchantId' },
    { key: 'currencyCode' },
    { key: 'rate', kind: rateTermsKind, typeKey: 'cooperationType', monthKey: 'effectiveMonth', monthText: 'terms.since', emptyText: 'terms.notSet' },
    { key: 'nextRate', kind: rateTermsKind, typeKey: 'nextCooperationType', monthKey: 'nextMonth', monthText: 'terms.from' },
    { key: 'cooperationType', kind: 'enum', enum: COOPERATION_TYPE, hidden: true },
    { key: 'effectiveMonth', hidden: true },
    { key: 'nextCooperationType', kind: 'enum', enum: COOPERATION_TYPE, hidden: true },
    { key: 'nextMonth', hidden: true },
    { key: 'remark' },
    { key: 'updateTime', kind: 'time', sub: 'operator' },
  ],
  filters: [...MERCHANT_FILTERS, { key: 'cooperationType', kind: 'enum', enum: COOPERATION_TYPE }],
  rowActions: [
    {
      key: 'setTerms',
      permission: 'merchant.rate.save',
      url: '/api/merchant/rate/save',
      // Asked after OK, naming the month the terms start (merchant.md 2.3): the row carries it as termsFrom.
      confirm: () => ({ key: 'actions.setTerms.confirm' }),
      fields: [
        { key: 'nextCooperationType', kind: 'enum', enum: COOPERATION_TYPE, display: 'radio', required: true, defaultValue: 1 },
        { key: 'nextRate', kind: 'number', min: 0, max: RATE_MAX[1], precision: 2, required: true, validate: rateWithinType, help: 'help.nextRate' },
        { key: 'feeExample', kind: feeExampleKind },
        { key: 'remark', kind: 'textarea', maxLength: 200, emojiFilter: true },
      ],
      // From the terms in force (a merchant without terms starts from the defaults); the example reads the merchant.
      initialValues: (row) => ({
        ...(row.cooperationType === null ? {} : { nextCooperationType: row.cooperationType, nextRate: row.rate }),
        feeExample: row.merchantId,
      }),
      body: (row, values) => ({
        merchantId: row.merchantId,
        gameType: 1,
        nextCooperationType: values.nextCooperationType,
        nextRate: values.nextRate,
        remark: values.remark ?? '',
      }),
      invalidates: ['merchant.rateHistory'],
    },
  ],
  subLists: [{ key: 'history', list: RateHistory, scope: (row) => ({ merchantId: row.merchantId }) }],
});
