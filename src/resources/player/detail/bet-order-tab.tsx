// Bet order tab: the player's bet orders (GET /api/player/betOrder) with the spec's filters - data source
// (es by default), order number with the child/parent switch, game, settlement time (today, at most 7 days) -
// and its columns. The child order id opens the order detail frame in a modal titled 注单详情 + id.
import { useMemo } from 'react';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { DATA_TYPE, ORDER_ID_TYPE } from '@/resources/player/player-enums';
import type { PlayerBetOrder } from '@/api/player';
import { OrderDetailFrame } from '@/resources/player/detail/order-detail-frame';
import { PlayerTabTable, playerScope } from '@/resources/player/detail/player-tab-table';

export const BET_ORDER_TAB = resolveDefinition<PlayerBetOrder>({
  name: 'player.betOrder',
  endpoints: { list: '/api/player/betOrder' },
  columns: [
    { key: 'id', kind: 'link', sub: 'pid', open: 'detail', fixed: 'left' },
    { key: 'gameName' },
    { key: 'currencyCode' },
    { key: 'betAmount', kind: 'amount', summary: true },
    { key: 'boundsAmount', kind: 'amount', summary: true },
    { key: 'winAmount', kind: 'amount', signed: true, summary: true },
    { key: 'clearCount', kind: 'number' },
    { key: 'clearCountFree', kind: 'number' },
    { key: 'prizePoolAmount', kind: 'amount', summary: true },
    { key: 'prizePoolWinAmount', kind: 'amount', summary: true },
    { key: 'betTime', kind: 'time' },
    { key: 'balanceTime', kind: 'time' },
    { key: 'updateTime', kind: 'time' },
  ],
  filters: [
    { key: 'dataType', kind: 'enum', enum: DATA_TYPE, display: 'radio', defaultValue: 'es' },
    { key: 'id', kind: 'text', typeSwitch: { key: 'idType', enum: ORDER_ID_TYPE, defaultValue: 'id' } },
    { key: 'gameId', kind: 'select', lookup: 'gameList' },
    { key: 'date', kind: 'dateRange', maxDays: 7, preset: 'today' },
  ],
  detail: { render: (row) => <OrderDetailFrame id={String(row.id)} />, width: '90vw' },
});

export function BetOrderTab({ playerId }: { playerId: string }) {
  // The contract's fixed parameters: the id is the platform's player id, and `date` is the settlement time.
  const scope = useMemo(() => playerScope(playerId, { playerIdType: 'platform', dateType: 2 }), [playerId]);
  return <PlayerTabTable definition={BET_ORDER_TAB} scope={scope} />;
}
