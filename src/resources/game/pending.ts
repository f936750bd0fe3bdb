// 待处理注单: bet orders in status 2, settled by hand to success or failed.
import { defineResource } from '@/components/resource-kit/define-resource';
import {
  BET_ORDER_COLUMNS,
  BET_ORDER_DETAIL,
  BET_ORDER_FILTERS,
  CHANGE_STATUS_ACTIONS,
  type GameBetOrder,
} from '@/resources/game/bet-order-shared';

export const PendingPage = defineResource<GameBetOrder>({
  name: 'game.pending',
  columns: BET_ORDER_COLUMNS,
  // The list is one status by definition; the filter would only contradict it.
  filters: BET_ORDER_FILTERS.filter((f) => f.key !== 'status'),
  rowActions: CHANGE_STATUS_ACTIONS,
  detail: BET_ORDER_DETAIL,
});
