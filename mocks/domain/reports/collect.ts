// Groups the day aggregates' cells into report rows: per day first (the CNY figures at that day's rate, README 0.3),
// then, for month rows, the sum of the month's day groups, so a month row's `…Cny` is exactly the sum of its days'.
import { rateOn, rateRecords } from '@mocks/domain/rates/currency-rate';
import { dayAggregate, type DayAggregate, type OrderCell } from '@mocks/domain/reports/day-aggregate';
import { dayText, statDateOf, type Span } from '@mocks/domain/reports/period';
import { addSums, amountOf, cents, emptySums, nativeAmounts, type Sums } from '@mocks/domain/reports/sums';
import { round2 } from '@mocks/lib/random';
import type { ReportAmounts } from '@/api/report';

export type Cny = { bet: number; bounds: number; companyWin: number };

export type Group = {
  statDate: string;
  /** The cell that opened the group: its key fields (game, merchant, currency, player) hold for the whole group. */
  cell: OrderCell;
  sums: Sums;
  /** cents */
  cny: Cny;
  players: Set<number>;
  merchants: Set<number>;
  games: Set<number>;
  /** The day's rate on day rows, null on month rows. */
  rate: number | null;
};

export type RateFn = (code: string, day: string) => number;

/** `rate(c, d)` over one read of the rate table. */
export function rateFn(): RateFn {
  const rows = rateRecords();
  const memo = new Map<string, number>();
  return (code, day) => {
    const key = `${code}|${day}`;
    let rate = memo.get(key);
    if (rate === undefined) memo.set(key, (rate = rateOn(code, day, rows)));
    return rate;
  };
}

export const cnyOf = (amount: number, rate: number) => round2(amount * rate);

function dayCny(sums: Sums, rate: number): Cny {
  return {
    bet: cents(cnyOf(amountOf(sums.bet), rate)),
    bounds: cents(cnyOf(amountOf(sums.bounds), rate)),
    companyWin: cents(cnyOf(amountOf(sums.bet - sums.bounds), rate)),
  };
}

function openGroup(statDate: string, cell: OrderCell, rate: number | null): Group {
  return {
    statDate,
    cell,
    sums: emptySums(),
    cny: { bet: 0, bounds: 0, companyWin: 0 },
    players: new Set(),
    merchants: new Set(),
    games: new Set(),
    rate,
  };
}

function merge(into: Group, from: Group): void {
  addSums(into.sums, from.sums);
  into.cny.bet += from.cny.bet;
  into.cny.bounds += from.cny.bounds;
  into.cny.companyWin += from.cny.companyWin;
  from.players.forEach((p) => into.players.add(p));
  from.merchants.forEach((m) => into.merchants.add(m));
  from.games.forEach((g) => into.games.add(g));
}

export type CollectOptions = {
  cellsOf: (aggregate: DayAggregate) => readonly OrderCell[];
  keep: (cell: OrderCell) => boolean;
  keyOf: (cell: OrderCell) => string;
};

export function collect(span: Span, options: CollectOptions, rate: RateFn = rateFn()): Group[] {
  const out = new Map<string, Group>();
  for (const day of span.days) {
    const date = dayText(day);
    const groups = new Map<string, Group>();
    for (const cell of options.cellsOf(dayAggregate(day))) {
      if (!options.keep(cell)) continue;
      const key = options.keyOf(cell);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = openGroup(date, cell, rate(cell.currencyCode, date))));
      addSums(group.sums, cell.sums);
      cell.players.forEach((p) => group.players.add(p));
      group.merchants.add(cell.merchantId);
      group.games.add(cell.gameId);
    }
    for (const [key, group] of groups) {
      group.cny = dayCny(group.sums, group.rate ?? 1);
      if (span.period === 'day') {
        out.set(`${date}|${key}`, group);
        continue;
      }
      const statDate = statDateOf('month', day);
      const monthKey = `${statDate}|${key}`;
      let month = out.get(monthKey);
      if (!month) out.set(monthKey, (month = openGroup(statDate, group.cell, null)));
      merge(month, group);
    }
  }
  return [...out.values()];
}

export function rtpOf(bounds: number, bet: number): number {
  return bet === 0 ? 0 : round2((bounds / bet) * 100);
}

/** The shared amount block (3.2) of a group. */
export function amountsOf(g: Pick<Group, 'sums' | 'cny' | 'rate'>): ReportAmounts {
  const s = g.sums;
  return {
    betCount: s.betCount,
    roundCount: s.roundCount,
    ...nativeAmounts(s),
    rtp: rtpOf(s.bounds, s.bet),
    rate: g.rate,
    betAmountCny: amountOf(g.cny.bet),
    boundsAmountCny: amountOf(g.cny.bounds),
    companyWinAmountCny: amountOf(g.cny.companyWin),
  };
}
