// What a diff day row is made of (reports.md 3.7, GET /api/report/diff/detail): its abnormal transfers (type 1) or
// pending bet orders (type 2). Each row carries its signed effect on the difference as `amount`, so the server's
// `summary.amount` (= the row's diffAmount) shows in the total row under that column.
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import type { DiffReportRow, DiffTransferRow } from '@/api/report';
import type { GameBetOrder } from '@/api/game';
import { isDayRow } from '@/resources/shared/report/report-period';
import { playerIdColumn } from '@/resources/shared/player/player-columns';

type Effect = { amount?: number; id: string };
const base = {
  permission: 'report.diff',
  endpoints: { list: '/api/report/diff/detail' },
  i18n: { ns: 'report', prefix: 'diffDetail' },
  export: false,
} as const;

export const DiffTransfers = resolveDefinition<DiffTransferRow & Effect>({
  ...base,
  name: 'report.diffTransfers',
  transform: (row) => ({ ...row, amount: row.tradeAmount }),
  columns: [
    { key: 'id' },
    playerIdColumn(),
    { key: 'tradeTime', kind: 'time' },
    { key: 'tradeTypeName' },
    { key: 'currencyCode' },
    { key: 'amount', kind: 'amount', signed: true, summary: true },
    { key: 'tradeStateName' },
    { key: 'message' },
  ],
});

export const DiffOrders = resolveDefinition<GameBetOrder & Effect>({
  ...base,
  name: 'report.diffOrders',
  transform: (row) => ({ ...row, amount: -Math.round((row.boundsAmount - row.betAmount) * 100) / 100 }),
  columns: [
    { key: 'id' },
    playerIdColumn(),
    { key: 'gameName' },
    { key: 'currencyCode' },
    { key: 'betAmount', kind: 'amount' },
    { key: 'boundsAmount', kind: 'amount' },
    { key: 'amount', kind: 'amount', signed: true, summary: true },
    { key: 'betTime', kind: 'time' },
  ],
});

const scope = (row: DiffReportRow) => ({
  statDate: row.statDate,
  merchantId: row.merchantId,
  currencyCode: row.currencyCode,
  diffType: row.diffType,
});
const ofType = (type: number) => (row: DiffReportRow) => isDayRow(row) && row.diffType === type && row.diffCount > 0;

export const DIFF_DETAILS = [
  { key: 'transfers', list: DiffTransfers, scope, visible: ofType(1) },
  { key: 'orders', list: DiffOrders, scope, visible: ofType(2) },
];
