// @vitest-environment node
// The ranges a save would leave (the form's preview and the server's refusals write them alike): a new bound
// narrows the pool above it, a bound moved past a pool widens that pool and narrows the one it lands under, the top
// pool stays unbounded, and a bound already taken is named.
import { describe, expect, it } from 'vitest';
import { avgFits, boundChange, rangeText } from '@/lib/contract/combine-range';

const POOLS = [
  { id: 1, name: '不中奖', maxMultiple: 0, avgMultiple: 0 },
  { id: 2, name: '小奖', maxMultiple: 1, avgMultiple: 0.5 },
  { id: 4, name: '大奖', maxMultiple: 20, avgMultiple: 9 },
  { id: 3, name: '中奖', maxMultiple: 5, avgMultiple: 2.2 },
  { id: 6, name: '超级大奖', maxMultiple: null, avgMultiple: 180 },
];
const texts = (c: ReturnType<typeof boundChange>) =>
  c.changes.map((x) => `${x.name} ${rangeText(x.before.min, x.before.max)} -> ${rangeText(x.after.min, x.after.max)}`);

describe('combine ranges', () => {
  it('writes [0, 0], (a, b] and (a, +∞)', () => {
    expect([rangeText(0, 0), rangeText(1, 5), rangeText(100, null)]).toEqual(['[0, 0]', '(1, 5]', '(100, +∞)']);
    expect([avgFits({ min: 0, max: 0 }, 0), avgFits({ min: 0, max: 0 }, 0.1)]).toEqual([true, false]);
    expect([
      avgFits({ min: 1, max: 5 }, 1),
      avgFits({ min: 1, max: 5 }, 5),
      avgFits({ min: 100, max: null }, 1e6),
    ]).toEqual([false, true, true]);
  });

  it('says what a new pool covers and which pool it narrows', () => {
    const added = boundChange(POOLS, undefined, 10);
    expect(added.range).toEqual({ min: 5, max: 10 });
    expect(texts(added)).toEqual(['大奖 (5, 20] -> (10, 20]']);
    expect(boundChange(POOLS, undefined, 500).range).toEqual({ min: 20, max: 500 });
    expect(texts(boundChange(POOLS, undefined, 500))).toEqual(['超级大奖 (20, +∞) -> (500, +∞)']);
  });

  it('widens the pools a moved bound leaves and narrows the one it lands under', () => {
    const moved = boundChange(POOLS, 3, 50);
    expect(moved.range).toEqual({ min: 20, max: 50 });
    expect(texts(moved)).toEqual(['大奖 (5, 20] -> (1, 20]', '超级大奖 (20, +∞) -> (50, +∞)']);
    expect(boundChange(POOLS, 6, null)).toEqual({ range: { min: 20, max: null }, changes: [] });
    expect(boundChange(POOLS, 3, 5).changes).toEqual([]);
  });

  it('names the pool whose bound is taken', () => {
    expect(boundChange(POOLS, undefined, 20).clash?.name).toBe('大奖');
    expect(boundChange(POOLS, 4, 20).clash).toBeUndefined();
  });
});
