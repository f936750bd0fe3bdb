// The combine whose range holds a round's win multiple (control.md 1.1: `[0,0]`, then `(max(k−1), max(k)]`, the top
// one unbounded), for the risk rows. These are the six seeded ranges of mock-data.md 6.1, with ids `gameId × 10 + k`;
// the pools' stored set (combine.save / remove) is the one source once the combine pages' mock lands, and this
// look-up then reads it instead.
const SEEDED: readonly { name: string; max: number | null }[] = [
  { name: '不中奖', max: 0 },
  { name: '小奖', max: 1 },
  { name: '中奖', max: 5 },
  { name: '大奖', max: 20 },
  { name: '巨奖', max: 100 },
  { name: '超级大奖', max: null },
];

export function combineOf(gameId: number, multiple: number): { combineId: number; combineName: string } {
  const k = SEEDED.findIndex((c) => c.max === null || multiple <= c.max);
  const at = k < 0 ? SEEDED.length - 1 : k;
  return { combineId: gameId * 10 + at + 1, combineName: SEEDED[at]?.name ?? '' };
}
