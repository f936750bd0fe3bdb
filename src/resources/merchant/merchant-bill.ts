// 商户账单 (back-office merchant.md 2.4, 2.6): one bill per merchant, month and currency, generated from the merchant
// report's month row. To confirm (1) -> confirmed (2) -> paid (3): adjust and confirm on 1, pay on 2; an action the
// state does not allow is shown greyed with the reason. A bill opens the report row it copies, its days and its orders.
// Adjust and pay may need approval (operations.md 7.1): their forms say so, and the row shows a pending request.
import { createElement } from 'react';
import { monthDays } from '@/lib/months';
import { billMonthRefusal } from '@/lib/contract/bill-month';
import { consoleNow } from '@/lib/format';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { ColumnDecl } from '@/components/resource-kit/types';
import type { BillRow } from '@/api/merchant-bill';
import { BillStatement } from '@/resources/merchant/bill-statement';
import { BILL_STATUS, COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { approvalHintField } from '@/resources/shared/approval/approval-hint-kind';
import { APPROVAL_ANSWER } from '@/resources/shared/approval/approval-submitted';
import { PendingApproval } from '@/resources/shared/approval/pending-approval';

type Row = BillRow & { approval: string };

/** A CNY figure: the total row keeps it across currencies (README 0.3). */
const cny = (key: keyof BillRow, signed = false): ColumnDecl<Row> => ({
  key,
  kind: 'amount',
  crossCurrency: true,
  signed,
  summary: true,
  sortable: true,
});
const native = (key: keyof BillRow, signed = false): ColumnDecl<Row> => ({ key, kind: 'amount', signed });

const ofBill = (row: BillRow) => ({ merchantId: row.merchantId, currencyCode: row.currencyCode });

const generatable = (month: string) => !billMonthRefusal(month, consoleNow().format('YYYY-MM-DD'));

/** Why an action cannot be used on the bill now (locale keys under `bill.reasons`), undefined when it can. */
const unlessToConfirm = (row: BillRow) =>
  row.status === 1 ? undefined : `reasons.${row.status === 2 ? 'confirmed' : 'paid'}`;
const unlessConfirmed = (row: BillRow) =>
  row.status === 2 ? undefined : `reasons.${row.status === 1 ? 'notConfirmed' : 'paid'}`;

export const MerchantBillPage = defineResource<Row>({
  name: 'merchant.bill',
  history: { type: 'bill', id: 'id' },
  transform: (row) => ({ ...row, approval: '' }),
  // Bills exist once generated: by 生成账单 or the monthly job (merchant.md 2.4).
  emptyHint: 'emptyHint',
  columns: [
    { key: 'billNo', kind: 'copy', fixed: 'left' },
    { key: 'month', sortable: true },
    { key: 'merchantTeamName' },
    { key: 'merchantId', hidden: true },
    { key: 'merchantName' },
    { key: 'currencyCode' },
    { key: 'betCount', kind: 'number' },
    { key: 'roundCount', kind: 'number', hidden: true },
    native('betAmount'),
    native('boundsAmount', false),
    native('companyWinAmount', true),
    { key: 'cooperationType', kind: 'enum', enum: COOPERATION_TYPE },
    { key: 'rate', kind: 'amount', crossCurrency: true },
    native('feeAmount'),
    { key: 'exchangeRate', kind: 'amount', decimals: 6 },
    cny('feeAmountCny'),
    cny('adjustAmount', true),
    cny('payableAmount'),
    cny('paidAmount'),
    { key: 'status', kind: 'enum', enum: BILL_STATUS },
    { key: 'createTime', kind: 'time', hidden: true },
    { key: 'confirmBy' },
    { key: 'confirmTime', kind: 'time', hidden: true },
    { key: 'paidBy' },
    { key: 'paidTime', kind: 'time', hidden: true },
    { key: 'remark' },
    {
      key: 'approval',
      export: false,
      render: (row) => createElement(PendingApproval, { targetType: 'bill', targetId: String(row.id), compact: true }),
    },
  ],
  filters: [
    { key: 'month', kind: 'month', startsLastMonth: true },
    ...ORG_FILTERS,
    { key: 'status', kind: 'enum', enum: BILL_STATUS },
  ],
  toolbarActions: [
    {
      key: 'generate',
      permission: 'merchant.bill.generate',
      url: '/api/merchant/bill/generate',
      confirm: true,
      // Only months the server generates: completed, inside the data history (the contract's rule, shared with it).
      fields: [{ key: 'month', kind: 'month', required: true, startsLastMonth: true, selectable: generatable }],
      body: (_rows, values) => ({ month: values.month }),
      answer: { kind: 'counts', text: 'actions.generate.done' },
    },
  ],
  rowActions: [
    {
      key: 'adjust',
      permission: 'merchant.bill.adjust',
      url: '/api/merchant/bill/adjust',
      disabled: unlessToConfirm,
      fields: [
        {
          key: 'adjustAmount',
          kind: 'number',
          required: true,
          min: -1e9,
          max: 1e9,
          precision: 2,
          help: 'help.adjustAmount',
        },
        { key: 'remark', kind: 'textarea', required: true, minLength: 4, maxLength: 200, emojiFilter: true },
        approvalHintField({ action: 'merchant.bill.adjust', amountField: 'adjustAmount' }),
      ],
      // The form starts from the adjustment it replaces (2.6: adjust sets the amount; 0 clears it).
      initialValues: (row) => (row.adjustAmount ? { adjustAmount: row.adjustAmount } : {}),
      // 0 only clears an adjustment (2.6): on a bill without one there is nothing to clear.
      validate: (values, row) =>
        Number(values.adjustAmount) === 0 && !row.adjustAmount ? 'validation.adjustZero' : undefined,
      body: (row, values) => ({ id: row.id, adjustAmount: Number(values.adjustAmount), remark: values.remark }),
      answer: APPROVAL_ANSWER,
    },
    {
      key: 'confirm',
      permission: 'merchant.bill.confirm',
      url: '/api/merchant/bill/confirm',
      confirm: true,
      disabled: unlessToConfirm,
      body: (row) => ({ id: row.id }),
    },
    {
      key: 'pay',
      permission: 'merchant.bill.pay',
      url: '/api/merchant/bill/pay',
      confirm: true,
      disabled: unlessConfirmed,
      fields: [
        { key: 'paidAmount', kind: 'number', required: true, min: 0, max: 1e12, precision: 2, help: 'help.paidAmount' },
        { key: 'remark', kind: 'textarea', maxLength: 200, emojiFilter: true },
        approvalHintField({ action: 'merchant.bill.pay' }),
      ],
      // What is due, or 0 when nothing is: pay with 0 closes such a bill, and only such a bill (2.4).
      initialValues: (row) => ({ paidAmount: Math.max(0, row.payableAmount) }),
      validate: (values, row) => {
        const paid = Number(values.paidAmount);
        if (row.payableAmount > 0) return paid > 0 ? undefined : 'validation.paidPositive';
        return paid === 0 ? undefined : 'validation.nothingDue';
      },
      body: (row, values) => ({ id: row.id, paidAmount: Number(values.paidAmount), remark: values.remark ?? '' }),
      answer: APPROVAL_ANSWER,
    },
    {
      key: 'statement',
      permission: 'merchant.bill',
      show: (row) => createElement(BillStatement, { bill: row }),
      width: 760,
    },
  ],
  drills: [
    {
      key: 'report',
      page: 'report.merchant',
      filters: (row) => ({ ...ofBill(row), period: 'month', date: monthDays(row.month) }),
    },
    {
      key: 'days',
      page: 'report.merchant',
      filters: (row) => ({ ...ofBill(row), period: 'day', date: monthDays(row.month) }),
    },
    {
      // The order list spans at most 7 days: the month's first week, counted orders (status 1) by settlement time;
      // the list's own range picker moves on through the month, and `days` shows every day's totals.
      key: 'orders',
      page: 'game.betOrder',
      filters: (row) => ({
        ...ofBill(row),
        dataType: 'es',
        status: 1,
        date: [`${row.month}-01 00:00:00`, `${row.month}-07 23:59:59`],
      }),
    },
  ],
});
