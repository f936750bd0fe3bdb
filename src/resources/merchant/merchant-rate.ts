// 商户费率 (merchant.rate, merchant.md 2.3; platform only): each merchant's terms in force and the terms pending from
// next month side by side; "set new terms" starts from the pending terms (else those in force; a save replaces them),
// names the month they start and works the fee formula on the merchant's last month; every term the merchant had in a
// drawer. With its approval rule on, new terms become a request (operations.md 7.1): the form says so before OK.
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import { formatAmount } from '@/lib/format';
import { feeExampleKind } from '@/resources/merchant/fee-example-kind';
import { COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { rateWithinType, termsStartMonth } from '@/resources/merchant/rate-fee';
import { rateTermsKind } from '@/resources/merchant/rate-terms-kind';
import { MERCHANT_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { approvalHintField } from '@/resources/shared/approval/approval-hint-kind';
import { APPROVAL_ANSWER } from '@/resources/shared/approval/approval-submitted';
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

export const MerchantRatePage = defineResource<Row>({
  name: 'merchant.rate',
  history: { type: 'rate', id: 'merchantId' },
  transform: (row) => ({ ...row, termsFrom: termsStartMonth() }),
  columns: [
    { key: 'merchantTeamName' },
    { key: 'merchantName', sub: 'merchantId' },
    { key: 'currencyCode' },
    {
      key: 'rate',
      kind: rateTermsKind,
      typeKey: 'cooperationType',
      monthKey: 'effectiveMonth',
      monthText: 'terms.since',
      emptyText: 'terms.notSet',
    },
    {
      key: 'nextRate',
      kind: rateTermsKind,
      typeKey: 'nextCooperationType',
      monthKey: 'nextMonth',
      monthText: 'terms.from',
    },
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
      // Asked after OK, naming the month the terms start (merchant.md 2.3): the row carries it as termsFrom. A save
      // replaces terms already pending for that month (2.6), and the question says so.
      confirm: (_values, row) =>
        row.nextCooperationType === null || row.nextRate === null
          ? { key: 'actions.setTerms.confirm' }
          : { key: 'actions.setTerms.confirmReplace', values: { pendingRate: formatAmount(row.nextRate) } },
      fields: [
        {
          key: 'nextCooperationType',
          kind: 'enum',
          enum: COOPERATION_TYPE,
          display: 'radio',
          required: true,
          defaultValue: 1,
        },
        {
          key: 'nextRate',
          kind: 'number',
          min: 0,
          max: RATE_MAX[1],
          precision: 2,
          required: true,
          validate: rateWithinType('nextCooperationType'),
          help: 'help.nextRate',
        },
        { key: 'feeExample', kind: feeExampleKind },
        { key: 'remark', kind: 'textarea', maxLength: 200, emojiFilter: true },
        approvalHintField({ action: 'merchant.rate.save' }),
      ],
      // From the pending terms when there are some (a save replaces them), else the terms in force (a merchant without
      // terms starts from the defaults); the example reads the merchant.
      initialValues: (row) => ({
        ...(row.nextCooperationType !== null && row.nextRate !== null
          ? { nextCooperationType: row.nextCooperationType, nextRate: row.nextRate }
          : row.cooperationType === null
            ? {}
            : { nextCooperationType: row.cooperationType, nextRate: row.rate }),
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
      answer: APPROVAL_ANSWER,
    },
  ],
  subLists: [{ key: 'history', list: RateHistory, scope: (row) => ({ merchantId: row.merchantId }) }],
});
