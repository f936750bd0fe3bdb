// The counted rounds of one day (README 0.1, control.md 1.9), kept in the day aggregate (mock-data.md 6.2) for the
// readers that need one row per round (risk bets, combine hits): a round is the counted orders sharing a `pid` whose
// base order (`betAmount > 0`) is counted; its payout is the sum over its counted children. Like every day of the
// mock, a day holds the orders generated for it and settled in it (a child settling after midnight is in no day, as
// in the bet order lists), so a day's rounds recompute from `/api/game/betOrder/list` on that day.
import type { BetRecord } from '@mocks/domain/players/activity';
import type { Player } from '@mocks/domain/players/players';
import { cents } from '@mocks/domain/reports/sums';

export type RoundTuple = {
  pid: string;
  playerId: number;
  merchantId: number;
  gameId: number;
  currencyCode: string;
  /** In cents: the base order's bet, the counted children's payout and prize pool wins. */
  betCents: number;
  payoutCents: number;
  poolWinCents: number;
  /** The base order's bet and settlement times, and the latest counted child's settlement (ms). */
  betAt: number;
  baseAt: number;
  settleAt: number;
};

/** The counted rounds of a day's counted orders (status 1 only, in any order). */
export function countedRounds(counted: readonly { order: BetRecord; player: Player }[]): RoundTuple[] {
  const byPid = new Map<string, RoundTuple>();
  const children: BetRecord[] = [];
  for (const { order: o, player } of counted) {
    if (o.betAmount <= 0) {
      children.push(o);
      continue;
    }
    byPid.set(o.pid, {
      pid: o.pid,
      playerId: player.id,
      merchantId: player.merchantId,
      gameId: o.gameId,
      currencyCode: o.currencyCode,
      betCents: cents(o.betAmount),
      payoutCents: cents(o.boundsAmount),
      poolWinCents: cents(o.prizePoolWinAmount),
      betAt: o.betAt,
      baseAt: o.balanceAt,
      settleAt: o.balanceAt,
    });
  }
  for (const o of children) {
    const round = byPid.get(o.pid);
    if (!round) continue;
    round.payoutCents += cents(o.boundsAmount);
    round.poolWinCents += cents(o.prizePoolWinAmount);
    round.settleAt = Math.max(round.settleAt, o.balanceAt);
  }
  return [...byPid.values()];
}
