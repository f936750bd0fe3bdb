// The bet order's columns and filters, once for every list of bet orders. A list picks what it shows from these
// (the player detail's tab has no player or status column; the game lists add the player, merchant and status).
import type { ColumnDecl, FilterDecl } from '@/components/resource-kit/types';
import type { BetOrder as WireBetOrder } from '@/api/game';
import { DATA_TYPE, ORDER_ID_TYPE } from '@/resources/shared/bet-order/bet-order-enums';

/** A bet order as lists get it: the spec's fields and the elimination counts. */
export type BetOrder = WireBetOrder & { clearCount: number; clearCountFree: number };

/** The child order id, with its parent under it; it opens the order detail. */
export const ORDER_ID_COLUMN: ColumnDecl<BetOrder> = {
  key: 'id',
  kind: 'link',
  sub: 'pid',
  open: 'detail',
  fixed: 'left',
};

export const MONEY_COLUMNS: ColumnDecl<BetOrder>[] = [
  { key: 'betAmount', kind: 'amount', summary: true, sortable: true },
  { key: 'boundsAmount', kind: 'amount', summary: true, sortable: true },
  { key: 'winAmount', kind: 'amount', signed: true, summary: true, sortable: true },
];

export const ELIMINATION_COLUMNS: ColumnDecl<BetOrder>[] = [
  { key: 'clearCount', kind: 'number' },
  { key: 'clearCountFree', kind: 'number' },
];

export const PRIZE_POOL_COLUMNS: ColumnDecl<BetOrder>[] = [
  { key: 'prizePoolAmount', kind: 'amount', summary: true },
  { key: 'prizePoolWinAmount', kind: 'amount', summary: true },
];

export const ORDER_TIME_COLUMNS: ColumnDecl<BetOrder>[] = [
  { key: 'betTime', kind: 'time', sortable: true },
  { key: 'balanceTime', kind: 'time', sortable: true },
];

/** The spec's bet order search (player detail): data source, order number with its type, game, settlement time. */
export const BET_ORDER_SEARCH: FilterDecl[] = [
  { key: 'dataType', kind: 'enum', enum: DATA_TYPE, display: 'radio', defaultValue: 'es' },
  { key: 'id', typeSwitch: { key: 'idType', enum: ORDER_ID_TYPE, defaultValue: 'id' } },
  { key: 'gameId', kind: 'select', lookup: 'gameList' },
];

/** Settlement time, today by the server's clock, at most 7 days (spec section 5). */
export const SETTLEMENT_RANGE: FilterDecl = { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' };
