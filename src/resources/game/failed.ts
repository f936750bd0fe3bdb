// 失败注单: bet orders in status 3; a failed order can be set to success after manual settlement.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_COLUMNS,
  CHANGE_STATUS_ACTIONS,
  ONE_STATUS_FILTERS,
  type GameBetOrder,
} from '@/resources/game/bet-order-lists';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';

export const FailedPage = defineResource<GameBetOrder>({
  name: 'game.failed',
  columns: BET_ORDER_COLUMNS,
  filters: ONE_STATUS_FILTERS,
  rowActions: CHANGE_STATUS_ACTIONS,
  detail: BET_ORDER_DETAIL,
});
