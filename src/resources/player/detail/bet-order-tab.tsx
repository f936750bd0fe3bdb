// Bet order tab: the player's bet orders (GET /api/player/betOrder) with the spec's filters - data source (es by
// default), order number with the child/parent switch, game, settlement time (today, at most 7 days) - and its
// columns, all the shared bet order's. The child order id opens the order detail frame in a modal.
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { PlayerTab } from '@/resources/player/detail/player-tab';
import {
  BET_ORDER_SEARCH,
  ELIMINATION_COLUMNS,
  MONEY_COLUMNS,
  ORDER_ID_COLUMN,
  ORDER_TIME_COLUMNS,
  PRIZE_POOL_COLUMNS,
  SETTLEMENT_RANGE,
  type BetOrder,
} from '@/resources/shared/bet-order/bet-order-columns';
import { BET_ORDER_DETAIL } from '@/resources/shared/bet-order/bet-order-frame';

const TIMES: ColumnDecl<BetOrder>[] = [...ORDER_TIME_COLUMNS, { key: 'updateTime', kind: 'time' }];

export const BET_ORDER_TAB = resolveDefinition<BetOrder>({
  name: 'player.betOrder',
  endpoints: { list: '/api/player/betOrder' },
  columns: [
    ORDER_ID_COLUMN,
    { key: 'gameName' },
    { key: 'currencyCode' },
    ...MONEY_COLUMNS,
    ...ELIMINATION_COLUMNS,
    ...PRIZE_POOL_COLUMNS,
    ...TIMES,
  ],
  filters: [...BET_ORDER_SEARCH, SETTLEMENT_RANGE],
  detail: BET_ORDER_DETAIL,
});

// The contract's fixed parameters: the id is the platform's player id, and `date` is the settlement time.
const FIXED = { playerIdType: 'platform', dateType: 2 };

export function BetOrderTab({ playerId }: { playerId: string }) {
  return <PlayerTab definition={BET_ORDER_TAB} playerId={playerId} fixed={FIXED} />;
}
