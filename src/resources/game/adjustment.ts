// 调整注单: every status change made through changeStatus, newest first, with who made it and when.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_DETAIL,
  BET_ORDER_STATUS,
  MONEY_COLUMNS,
  ORDER_ID_COLUMN,
  type GameBetOrder,
} from '@/resources/game/bet-order-shared';

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
    { key: 'playerId', kind: 'player' },
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
    { key: 'playerId', kind: 'number' },
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'merchantTeamId', kind: 'select', lookup: 'merchantTeamList' },
    { key: 'merchantId', kind: 'select', lookup: 'merchantList' },
    { key: 'currencyCode', kind: 'select', lookup: 'currencyList' },
    { key: 'status', kind: 'enum', enum: BET_ORDER_STATUS },
    { key: 'date', kind: 'dateRange', maxDays: 7 },
  ],
  detail: BET_ORDER_DETAIL,
});
