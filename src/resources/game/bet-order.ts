// 注单列表: every player's bet orders; order id opens the detail, status changes behind game.betOrder.changeStatus.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_COLUMNS,
  BET_ORDER_FILTERS,
  CHANGE_STATUS_ACTIONS,
  type GameBetOrder,
} from '@/resources/game/bet-order-lists';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';

export const BetOrderPage = defineResource<GameBetOrder>({
  name: 'game.betOrder',
  columns: BET_ORDER_COLUMNS,
  filters: BET_ORDER_FILTERS,
  rowActions: CHANGE_STATUS_ACTIONS,
  detail: BET_ORDER_DETAIL,
});
