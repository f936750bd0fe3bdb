// What the four bet order lists (betOrder, adjustment, pending, failed) share: the row, the status enumeration,
// columns, filters, the change-status actions and the detail modal. Their locale keys sit at the top of
// game.json (`columns.*`, `actions.*`, `enums.*`) so no page repeats them.
import { defineEnum } from '@/components/resource-kit/enums';
import type { ColumnDecl, FilterDecl, ResourceDecl, RowActionDecl } from '@/components/resource-kit/types';
import type { BetOrder } from '@/api/game';
import { BetOrderFrame } from '@/resources/game/bet-order-detail';

export type GameBetOrder = BetOrder & {
  playerId: number;
  gameId: number;
  status: number;
  clearCount: number;
  clearCountFree: number;
  merchantTeamName: string;
};

/** Bet order status (spec section 3): 1 success, 2 pending, 3 failed. */
export const BET_ORDER_STATUS = defineEnum('game', 'betOrderStatus', [
  { value: 1, color: 'green' },
  { value: 2, color: 'gold' },
  { value: 3, color: 'red' },
]);
export const DATA_TYPE = defineEnum('game', 'dataType', [{ value: 'es' }, { value: 'mongo' }]);
export const ORDER_ID_TYPE = defineEnum('game', 'orderIdType', [{ value: 'id' }, { value: 'pid' }]);

export const BET_ORDER_LISTS = ['game.betOrder', 'game.adjustment', 'game.pending', 'game.failed'];

export const ORDER_ID_COLUMN: ColumnDecl<GameBetOrder> = {
  key: 'id',
  kind: 'link',
  sub: 'pid',
  open: 'detail',
  fixed: 'left',
};

export const MONEY_COLUMNS: ColumnDecl<GameBetOrder>[] = [
  { key: 'betAmount', kind: 'amount', summary: true, sortable: true },
  { key: 'boundsAmount', kind: 'amount', summary: true, sortable: true },
  { key: 'winAmount', kind: 'amount', signed: true, summary: true, sortable: true },
];

export const BET_ORDER_COLUMNS: ColumnDecl<GameBetOrder>[] = [
  ORDER_ID_COLUMN,
  { key: 'playerId', kind: 'player' },
  { key: 'gameName' },
  { key: 'currencyCode' },
  ...MONEY_COLUMNS,
  { key: 'clearCount', kind: 'number' },
  { key: 'clearCountFree', kind: 'number' },
  { key: 'prizePoolAmount', kind: 'amount', summary: true },
  { key: 'prizePoolWinAmount', kind: 'amount', summary: true },
  { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
  { key: 'merchantTeamName', hidden: true },
  { key: 'betTime', kind: 'time', sortable: true },
  { key: 'balanceTime', kind: 'time', sortable: true },
  { key: 'updateTime', kind: 'time', hidden: true },
];

/** Like the player detail's bet order tab, plus player, merchant team, merchant, currency and status; settlement time up to 7 days. */
export const BET_ORDER_FILTERS: FilterDecl[] = [
  { key: 'dataType', kind: 'enum', enum: DATA_TYPE, display: 'radio', defaultValue: 'es' },
  { key: 'id', kind: 'text', typeSwitch: { key: 'idType', enum: ORDER_ID_TYPE, defaultValue: 'id' } },
  { key: 'gameId', kind: 'select', lookup: 'gameList' },
  { key: 'playerId', kind: 'number' },
  { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
  { key: 'merchantId', kind: 'select', lookup: 'merchantList' },
  { key: 'currencyCode', kind: 'select', lookup: 'currencyList' },
  { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
  { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
];

const changeStatus = (key: string, status: number, from: number[]): RowActionDecl<GameBetOrder> => ({
  key,
  permission: 'game.betOrder.changeStatus',
  confirm: true,
  danger: status === 3,
  url: '/api/game/betOrder/changeStatus',
  body: (row) => ({ id: row.id, status }),
  // The server's transitions: 2 -> 1 or 3; 3 -> 1 after manual settlement.
  visible: (row) => from.includes(row.status),
  invalidates: BET_ORDER_LISTS,
});

export const CHANGE_STATUS_ACTIONS = [changeStatus('markSuccess', 1, [2, 3]), changeStatus('markFailed', 3, [2])];

/** The order id opens the detail in a modal titled 注单详情 + id. */
export const BET_ORDER_DETAIL: ResourceDecl<GameBetOrder>['detail'] = {
  render: (row) => <BetOrderFrame id={row.id} />,
};
