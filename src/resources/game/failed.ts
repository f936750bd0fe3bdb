// 失败注单: bet orders in status 3; a failed order can be set to success after manual settlement.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_COLUMNS,
  BET_ORDER_DETAIL,
  BET_ORDER_FILTERS,
  CHANGE_STATUS_ACTIONS,
  type GameBetOrder,
} from '@/resources/game/bet-order-shared';

export const FailedPage = defineResource<GameBetOrder>({
  name: 'game.failed',
  columns: BET_ORDER_COLUMNS,
  filters: BET_ORDER_FILTERS.filter((f) => f.key !== 'status'),
  rowActions: CHANGE_STATUS_ACTIONS,
  detail: BET_ORDER_DETAIL,
});
