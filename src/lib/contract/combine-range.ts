// A game's result pools as ranges (back-office control.md 1.1, 1.9): `[0, 0]` first, each later pool `(previous
// bound, its bound]`, the top one unbounded. Only the bounds are stored, so a save or remove moves the neighbours'
// ranges; the reference server writes its refusals with `rangeText` and the console shows, before a save, what the
// save would do to every pool (`boundChange`). Pure, so mocks/ and src/ import it alike.

export type PoolBound = { id: number; name: string; maxMultiple: number | null; avgMultiple: number };
export type PoolRange = { min: number; max: number | null };
export type RangeChange = { id: number; name: string; before: PoolRange; after: PoolRange; avgMultiple: number };

const bound = (max: number | null) => max ?? Number.POSITIVE_INFINITY;

/** `[0, 0]`, `(1, 5]`, `(100, +∞)`: a range as the refusals and the console write it. */
export function rangeText(min: number, max: number | null): string {
  if (max === 0) return '[0, 0]';
  return max === null ? `(${min}, +∞)` : `(${min}, ${max}]`;
}

/** `min < avg <= max`, or `avg = 0` for the `[0, 0]` pool. */
export function avgFits(range: PoolRange, avg: number): boolean {
  return range.max === 0 ? avg === 0 : avg > range.min && avg <= bound(range.max);
}

/** Pools ordered by bound, each with its derived range. */
export function poolRanges<P extends { maxMultiple: number | null }>(pools: readonly P[]): (P & PoolRange)[] {
  const sorted = [...pools].sort((a, b) => bound(a.maxMultiple) - bound(b.maxMultiple));
  return sorted.map((p, i) => ({ ...p, min: i === 0 ? 0 : (sorted[i - 1]?.maxMultiple ?? 0), max: p.maxMultiple }));
}

export type BoundChange = {
  /** The range the saved pool will cover. */
  range: PoolRange;
  /** The other pools whose range the save moves, in order (a narrowed or widened neighbour). */
  changes: RangeChange[];
  /** Another pool already ends at this bound: the server refuses the save. */
  clash?: PoolBound;
};

/** What saving `id` (undefined: a new pool) with bound `max` does to a game's `pools` as they are now. */
export function boundChange(pools: readonly PoolBound[], id: number | undefined, max: number | null): BoundChange {
  const others = pools.filter((p) => p.id !== id);
  const clash = others.find((p) => p.maxMultiple === max);
  const before = new Map(poolRanges(pools).map((p) => [p.id, p]));
  const after = poolRanges([...others, { id: Number.NaN, name: '', maxMultiple: max, avgMultiple: 0 }]);
  const saved = after.find((p) => Number.isNaN(p.id));
  const changes = after.flatMap((p) => {
    const was = before.get(p.id);
    if (!was || (was.min === p.min && was.max === p.max)) return [];
    const range = (r: PoolRange) => ({ min: r.min, max: r.max });
    return [{ id: p.id, name: p.name, before: range(was), after: range(p), avgMultiple: p.avgMultiple }];
  });
  return { range: { min: saved?.min ?? 0, max }, changes, ...(clash ? { clash } : {}) };
}
