// 调整注单: every status change made through changeStatus, newest first, with who made it and when.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { GameBetOrder } from '@/resources/game/bet-order-lists';
import { MONEY_COLUMNS, ORDER_ID_COLUMN } from '@/resources/shared/bet-order/bet-order-columns';
import { BET_ORDER_STATUS } from '@/resources/shared/bet-order/bet-order-enums';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { PLAYER_ID_FILTER, playerIdColumn } from '@/resources/shared/player/player-columns';

type Adjustment = GameBetOrder & {
  changeId: number;
  fromStatus: number;
  toStatus: number;
  operator: string;
  remark: string;
  changeTime: string;
};

export const AdjustmentPage = defineResource<Adjustment>({
  name: 'game.adjustment',
  rowKey: 'changeId',
  columns: [
    ORDER_ID_COLUMN,
    playerIdColumn<Adjustment>(),
    { key: 'gameName' },
    { key: 'currencyCode' },
    ...MONEY_COLUMNS,
    { key: 'fromStatus', kind: 'enum', enum: BET_ORDER_STATUS },
    { key: 'toStatus', kind: 'enum', enum: BET_ORDER_STATUS },
    { key: 'operator' },
    { key: 'remark', hidden: true },
    { key: 'changeTime', kind: 'time' },
  ],
  filters: [
    { key: 'id', kind: 'text' },
    PLAYER_ID_FILTER,
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    ...ORG_FILTERS,
    { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
    { key: 'date', kind: 'dateRange', maxDays: 7 },
  ],
  detail: BET_ORDER_DETAIL,
  // The list is filled only by the other lists' status changes: an empty one says so.
  emptyHint: 'emptyHint',
});
