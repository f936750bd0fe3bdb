// Game stats tab: the player's totals per game (GET /api/player/gameStats) in one table without paging. The two
// win/loss columns are derived here from bet and payout, so they follow the spec's rule whatever the server sends:
// user win/loss = payout - bet, company win/loss = bet - payout.
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import type { GameStatsRow } from '@/api/player';
import { PlayerTab } from '@/resources/player/detail/player-tab';

const cents = (n: number) => Math.round(n * 100) / 100;

export function withWinLoss<T extends Pick<GameStatsRow, 'betAmount' | 'boundsAmount'>>(
  row: T,
): T & Pick<GameStatsRow, 'userWinAmount' | 'companyWinAmount'> {
  const bet = Number(row.betAmount) || 0;
  const payout = Number(row.boundsAmount) || 0;
  return { ...row, userWinAmount: cents(payout - bet), companyWinAmount: cents(bet - payout) };
}

export const GAME_STATS_TAB = resolveDefinition<GameStatsRow>({
  name: 'player.gameStats',
  endpoints: { list: '/api/player/gameStats' },
  paging: false,
  transform: withWinLoss,
  columns: [
    { key: 'gameName' },
    { key: 'currencyCode' },
    { key: 'betAmount', kind: 'amount', summary: true },
    { key: 'boundsAmount', kind: 'amount', summary: true },
    { key: 'userWinAmount', kind: 'amount', signed: true, summary: true },
    { key: 'companyWinAmount', kind: 'amount', signed: true, summary: true },
    { key: 'betCount', kind: 'number', summary: true },
    { key: 'roundCount', kind: 'number', summary: true },
    { key: 'clearCount', kind: 'number', summary: true },
    { key: 'clearCountFree', kind: 'number', summary: true },
    { key: 'updateTime', kind: 'time' },
  ],
});

const gameKey = (row: GameStatsRow) => `${row.gameName}|${row.currencyCode}`;

export function GameStatsTab({ playerId }: { playerId: string }) {
  return <PlayerTab definition={GAME_STATS_TAB} playerId={playerId} rowKey={gameKey} />;
}
