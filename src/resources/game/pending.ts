// 待处理注单: bet orders in status 2, settled by hand to success or failed.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_COLUMNS,
  CHANGE_STATUS_ACTIONS,
  ONE_STATUS_FILTERS,
  type GameBetOrder,
} from '@/resources/game/bet-order-lists';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';

export const PendingPage = defineResource<GameBetOrder>({
  name: 'game.pending',
  columns: BET_ORDER_COLUMNS,
  filters: ONE_STATUS_FILTERS,
  rowActions: CHANGE_STATUS_ACTIONS,
  detail: BET_ORDER_DETAIL,
});
