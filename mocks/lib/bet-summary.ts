// The bet order lists' `summary` (back-office README 0.3): amounts of different currencies are never added. Each
// currency present gets its own totals in `byCurrency`; the top level carries native amounts only when the filtered
// set has one currency (or none), so a mixed set shows a count and the per-currency rows, never a meaningless sum.
import { sumOf } from '@mocks/lib/params';

type Amounts = {
  betAmount: number;
  boundsAmount: number;
  winAmount: number;
  prizePoolAmount: number;
  prizePoolWinAmount: number;
};

export type SummedOrder = Amounts & { currencyCode: string };
export type CurrencyTotals = Amounts & { currencyCode: string; count: number };
export type BetOrderSummary = { byCurrency: CurrencyTotals[]; count: number } & Partial<Omit<CurrencyTotals, 'count'>>;

function totalsOf(currencyCode: string, rows: readonly SummedOrder[]): CurrencyTotals {
  return {
    currencyCode,
    count: rows.length,
    betAmount: sumOf(rows, (r) => r.betAmount),
    boundsAmount: sumOf(rows, (r) => r.boundsAmount),
    winAmount: sumOf(rows, (r) => r.winAmount),
    prizePoolAmount: sumOf(rows, (r) => r.prizePoolAmount),
    prizePoolWinAmount: sumOf(rows, (r) => r.prizePoolWinAmount),
  };
}

/** `emptyCurrency` names the currency of an empty set (a currency filter, a player's currency); '' when unknown. */
export function betOrderSummary(rows: readonly SummedOrder[], emptyCurrency = ''): BetOrderSummary {
  const groups = new Map<string, SummedOrder[]>();
  for (const row of rows) {
    const group = groups.get(row.currencyCode);
    if (group) group.push(row);
    else groups.set(row.currencyCode, [row]);
  }
  const byCurrency = [...groups.keys()].sort().map((code) => totalsOf(code, groups.get(code) ?? []));
  if (byCurrency.length > 1) return { byCurrency, count: rows.length };
  const { count: _count, ...native } = byCurrency[0] ?? totalsOf(emptyCurrency, []);
  return { byCurrency, count: rows.length, ...native };
}
