// A report's `summary` (README 0.3): totals over the whole filtered set. Counts and every `…Cny` field always; native
// amounts only when the set has one currency; `rtp` from the summed figures; `playerCount` distinct over the set.
import { amountOf, addSums, emptySums, nativeAmounts } from '@mocks/domain/reports/sums';
import { rtpOf, type Group } from '@mocks/domain/reports/collect';

type DistinctCount = 'merchantCount' | 'gameCount';

/** `counts`: the distinct counts of the report's rows besides playerCount (merchantCount on the currency report,
 * gameCount on the player report). */
export function orderSummary(
  groups: readonly Group[],
  counts: readonly DistinctCount[] = [],
): Record<string, number | null> {
  const sums = emptySums();
  const cny = { bet: 0, bounds: 0, companyWin: 0 };
  const players = new Set<number>();
  const merchants = new Set<number>();
  const games = new Set<number>();
  const currencies = new Set<string>();
  for (const g of groups) {
    addSums(sums, g.sums);
    cny.bet += g.cny.bet;
    cny.bounds += g.cny.bounds;
    cny.companyWin += g.cny.companyWin;
    g.players.forEach((p) => players.add(p));
    g.merchants.forEach((m) => merchants.add(m));
    g.games.forEach((x) => games.add(x));
    currencies.add(g.cell.currencyCode);
  }
  const oneCurrency = currencies.size <= 1;
  const summary: Record<string, number | null> = {
    betCount: sums.betCount,
    roundCount: sums.roundCount,
    playerCount: players.size,
    betAmountCny: amountOf(cny.bet),
    boundsAmountCny: amountOf(cny.bounds),
    companyWinAmountCny: amountOf(cny.companyWin),
    rtp: oneCurrency ? rtpOf(sums.bounds, sums.bet) : rtpOf(cny.bounds, cny.bet),
    rate: null,
  };
  if (counts.includes('merchantCount')) summary.merchantCount = merchants.size;
  if (counts.includes('gameCount')) summary.gameCount = games.size;
  if (!oneCurrency) return summary;
  return {
    ...summary,
    ...nativeAmounts(sums),
  };
}

/** Sums of row fields in cents (for row values that are not additive from the orders, like fees). */
export function sumField<T>(rows: readonly T[], pick: (row: T) => number): number {
  return amountOf(rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0));
}

export function currenciesOf(rows: readonly { currencyCode: string }[]): number {
  return new Set(rows.map((r) => r.currencyCode)).size;
}
