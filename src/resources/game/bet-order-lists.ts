// What the game area's four bet order lists (betOrder, adjustment, pending, failed) share beyond the bet order
// itself (src/resources/shared/bet-order): the row as these lists get it, their columns and filters, and the status
// changes behind game.betOrder.changeStatus.
import type { ColumnDecl, FilterDecl, RowActionDecl } from '@/components/resource-kit/types';
import {
  type BetOrder,
  ELIMINATION_COLUMNS,
  MONEY_COLUMNS,
  ORDER_ID_COLUMN,
  ORDER_TIME_COLUMNS,
  PRIZE_POOL_COLUMNS,
  BET_ORDER_SEARCH,
  SETTLEMENT_RANGE,
} from '@/resources/shared/bet-order/bet-order-columns';
import { BET_ORDER_STATUS } from '@/resources/shared/bet-order/bet-order-enums';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { PLAYER_ID_FILTER, playerIdColumn } from '@/resources/shared/player/player-columns';

export type GameBetOrder = BetOrder & {
  playerId: number;
  gameId: number;
  status: number;
  merchantTeamName: string;
};

export const BET_ORDER_LISTS = ['game.betOrder', 'game.adjustment', 'game.pending', 'game.failed'];

export const BET_ORDER_COLUMNS: ColumnDecl<GameBetOrder>[] = [
  ORDER_ID_COLUMN,
  playerIdColumn<GameBetOrder>(),
  { key: 'gameName' },
  { key: 'currencyCode' },
  ...MONEY_COLUMNS,
  ...ELIMINATION_COLUMNS,
  ...PRIZE_POOL_COLUMNS,
  { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
  { key: 'merchantTeamName', hidden: true },
  ...ORDER_TIME_COLUMNS,
  { key: 'updateTime', kind: 'time', hidden: true },
];

/** The spec's search plus player, merchant team, merchant, currency and status; settlement time up to 7 days. */
export const BET_ORDER_FILTERS: FilterDecl[] = [
  ...BET_ORDER_SEARCH,
  PLAYER_ID_FILTER,
  ...ORG_FILTERS,
  { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
  SETTLEMENT_RANGE,
];

/** A list of one status by definition: a status filter would only contradict it. */
export const ONE_STATUS_FILTERS = BET_ORDER_FILTERS.filter((f) => f.key !== 'status');

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
