// The simulation of a run (control.md 1.5): each spin draws a pool by the snapshot's weights and wins
// `avgMultiple × betAmount`; a pool's results include a free game `freeRate` times per mille. Pure and seeded: the
// same seed gives the same draws, and a shorter run is a prefix of a longer one (a stop keeps what was drawn so far).
// Cost: one cumulative-weights table per run, then a binary search and one or two draws per spin, so 1,000,000
// spins take a few tens of milliseconds (the bench's figure, scripts/bench).
import { mulberry32, round2 } from '@mocks/lib/random';
import type { TestPool } from '@mocks/domain/control-state';
import type { TestPoolRow } from '@/api/control';

export type SimResult = { hits: number[]; free: number };

/** Draws `spins` spins over the pools; a pool of weight 0 (or disabled: its snapshot weight is 0) is never drawn. */
export function simulate(pools: readonly TestPool[], seed: number, spins: number): SimResult {
  const hits = pools.map(() => 0);
  const index: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  pools.forEach((p, i) => {
    if (p.weight <= 0) return;
    total += p.weight;
    index.push(i);
    cumulative.push(total);
  });
  if (total === 0) return { hits, free: 0 };
  const counts = new Float64Array(index.length);
  const freeOdds = index.map((i) => (pools[i]?.freeRate ?? 0) / 1000);
  const next = mulberry32(seed);
  const last = cumulative.length - 1;
  let free = 0;
  for (let n = 0; n < spins; n += 1) {
    // The first bound above the roll: weights are integers, so a roll in [0, total) lands in exactly one pool.
    const roll = next() * total;
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    counts[lo] = (counts[lo] ?? 0) + 1;
    const odds = freeOdds[lo] ?? 0;
    if (odds > 0 && next() < odds) free += 1;
  }
  index.forEach((poolAt, k) => (hits[poolAt] = counts[k] ?? 0));
  return { hits, free };
}

export type SimFigures = {
  totalBet: number;
  totalWin: number;
  rtp: number;
  hitRate: number;
  freeRate: number;
  maxMultiple: number;
  rows: TestPoolRow[];
};

const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const hundredths = (n: number) => BigInt(Math.round(n * 100));

/**
 * The figures of `doneSpins` spins. Money is counted exactly (avgMultiple and betAmount have 2 decimals, so a win is
 * a whole number of 1/10,000): `totalWin = round2(Σ hitCount × avgMultiple × betAmount)` as the contract says, and
 * the pools' `winAmount`s share its cents by the largest remainders, so they add up to it exactly and each is
 * within a cent of its own exact figure.
 */
export function simFigures(
  pools: readonly TestPool[],
  result: SimResult,
  doneSpins: number,
  betAmount: number,
): SimFigures {
  const bet = hundredths(betAmount);
  const units = pools.map((p, i) => BigInt(result.hits[i] ?? 0) * hundredths(p.avgMultiple) * bet);
  const totalUnits = units.reduce((sum, u) => sum + u, 0n);
  const totalCents = (totalUnits + 50n) / 100n;
  const cents = units.map((u) => u / 100n);
  let left = Number(totalCents - cents.reduce((sum, c) => sum + c, 0n));
  const byRemainder = units
    .map((u, i) => ({ i, rest: u % 100n }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    cents[i] = (cents[i] ?? 0n) + 1n;
    left -= 1;
  }
  const totalBet = round2(doneSpins * betAmount);
  const totalWin = Number(totalCents) / 100;
  const winning = pools.reduce((sum, p, i) => sum + (p.avgMultiple > 0 ? (result.hits[i] ?? 0) : 0), 0);
  const drawn = pools.filter((_, i) => (result.hits[i] ?? 0) > 0).map((p) => p.avgMultiple);
  return {
    totalBet,
    totalWin,
    rtp: totalBet > 0 ? round2((totalWin / totalBet) * 100) : 0,
    hitRate: percent(winning, doneSpins),
    freeRate: percent(result.free, doneSpins),
    maxMultiple: drawn.length ? Math.max(...drawn) : 0,
    rows: pools.map((p, i) => ({
      combineId: p.combineId,
      combineName: p.combineName,
      minMultiple: p.minMultiple,
      maxMultiple: p.maxMultiple,
      avgMultiple: p.avgMultiple,
      hitCount: result.hits[i] ?? 0,
      hitRate: percent(result.hits[i] ?? 0, doneSpins),
      expectRate: p.expectRate,
      winAmount: Number(cents[i] ?? 0n) / 100,
    })),
  };
}
