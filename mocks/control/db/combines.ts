// 组合 (control.md 1.1, 1.9): each game's result pools, seeded (mock-data.md 6.1) plus edits. Only the upper bounds
// are stored: a game's pools are ordered by `maxMultiple` on every read and `minMultiple` is the previous bound, so
// the ranges are contiguous by construction and a save or remove only has to keep the set valid:
// - exactly one `[0, 0]` pool and exactly one unbounded pool (the top one: it may be edited but never bounded or
//   removed, 1.9), no two pools with the same bound;
// - decided here (the contract leaves it open): a save that moves a bound narrows the neighbour above it; it is
//   refused when the neighbour's `avgMultiple` would fall outside its new range (`neighbourAvg`), since
//   `min < avg <= max` must hold for every pool, not just the one saved. A remove only widens, so it never trips it.
import { createRng } from '@mocks/lib/random';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { checkedNumber, type NumberRule } from '@mocks/lib/number-rules';
import { numberField, textField } from '@mocks/lib/params';
import { CREATED_ID_BASE, putRow, removeRow, viewTable } from '@mocks/lib/seeded-table';
import { db, mutate, nextId } from '@mocks/domain/store';
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { gameRecords } from '@mocks/domain/orders/games';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { CombineRecord } from '@mocks/domain/control-state';
import type { CombineRow } from '@/api/control';
import { avgFits, rangeText } from '@/lib/contract/combine-range';

// The refusals write ranges as the console does (one writer, in the shared contract).
export { rangeText };

export const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');

/** name, maxMultiple, avgMultiple, target stock: the six seed pools of every game. */
const SEED_POOLS = [
  ['不中奖', 0, 0, 200_000],
  ['小奖', 1, 0.5, 100_000],
  ['中奖', 5, 2.2, 50_000],
  ['大奖', 20, 9, 20_000],
  ['巨奖', 100, 38, 5_000],
  ['超级大奖', null, 180, 1_000],
] as const;

export const SEED_POOL_COUNT = SEED_POOLS.length;
/** Seed pool ids: gameId × 10 + position (1-6), clear of created ids (CREATED_ID_BASE and up). */
export const seedCombineId = (gameId: number, position: number) => gameId * 10 + position;

function seedCombines(): CombineRecord[] {
  return gameRecords().flatMap((g) =>
    SEED_POOLS.map(([name, maxMultiple, avgMultiple, expectCount], i) => {
      const rng = createRng('combine', g.gid, i);
      return {
        id: seedCombineId(g.gid, i + 1),
        gameId: g.gid,
        name,
        maxMultiple,
        avgMultiple,
        freeRate: i === 0 ? 0 : rng.int(5, 120),
        stock: rng.int(Math.round(expectCount * 0.6), expectCount),
        expectCount,
        status: 1 as const,
        remark: '',
        updatedAt: SEEDED_AT,
        operator: 'admin',
      };
    }),
  );
}

const bound = (max: number | null) => max ?? Number.POSITIVE_INFINITY;
const byBound = (a: { maxMultiple: number | null }, b: { maxMultiple: number | null }) =>
  bound(a.maxMultiple) - bound(b.maxMultiple);

export function combineRecords(): CombineRecord[] {
  return viewTable(seedCombines(), db().control.combines);
}

/** A game's pools in order with `sort` and `minMultiple` derived. */
function ordered(records: readonly CombineRecord[], gameName: string): CombineRow[] {
  return [...records].sort(byBound).map((r, i, all) => ({
    id: r.id,
    gameId: r.gameId,
    gameName,
    name: r.name,
    sort: i + 1,
    minMultiple: i === 0 ? 0 : (all[i - 1]?.maxMultiple ?? 0),
    maxMultiple: r.maxMultiple,
    avgMultiple: r.avgMultiple,
    freeRate: r.freeRate,
    stock: r.stock,
    expectCount: r.expectCount,
    status: r.status,
    remark: r.remark,
    updateTime: formatTime(r.updatedAt),
    operator: r.operator,
  }));
}

/** Every game's pools, by game then `sort` (the list's default order). */
export function combineRows(): CombineRow[] {
  const records = combineRecords();
  return gameRecords()
    .sort((a, b) => a.gid - b.gid)
    .flatMap((g) =>
      ordered(
        records.filter((r) => r.gameId === g.gid),
        g.name,
      ),
    );
}

export function gameCombines(gameId: number): CombineRow[] {
  return combineRows().filter((r) => r.gameId === gameId);
}

/** A look-up of the pool whose range holds a win multiple (1.1: `[0, 0]`, then `(min, max]`, the top one unbounded),
 * over the stored set as it is now; build it once per request, then ask per round. */
export function combineFinder(): (gameId: number, multiple: number) => { combineId: number; combineName: string } {
  const byGame = new Map<number, CombineRow[]>();
  for (const row of combineRows()) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
  return (gameId, multiple) => {
    const pools = byGame.get(gameId) ?? [];
    const pool = pools.find((p) => multiple <= bound(p.maxMultiple)) ?? pools.at(-1);
    return { combineId: pool?.id ?? 0, combineName: pool?.name ?? '' };
  };
}

const gameOf = (gameId: number) => gameRecords().find((g) => g.gid === gameId);

type Checked<T> = { ok: true; value: T } | { ok: false; key: ControlMsgKey };
function field(body: Record<string, unknown>, key: string, rule: NumberRule, miss: ControlMsgKey, fallback?: number) {
  const checked = checkedNumber(body, key, rule);
  const value = checked.ok ? (checked.value ?? fallback) : undefined;
  return (value === undefined ? { ok: false, key: miss } : { ok: true, value }) as Checked<number>;
}

/** Saves a pool (create without `id`); the game's pools are re-ordered by their bounds. */
export function saveCombine(body: Record<string, unknown>, operator: string): Outcome<CombineRow, ControlMsgKey> {
  const id = numberField(body, 'id');
  const existing = id === undefined ? undefined : combineRecords().find((r) => r.id === id);
  if (id !== undefined && !existing) return refuse('combineNotFound');
  const askedGame = numberField(body, 'gameId');
  if (existing && askedGame !== undefined && askedGame !== existing.gameId) return refuse('gameLocked');
  const gameId = existing?.gameId ?? askedGame;
  const game = gameId === undefined ? undefined : gameOf(gameId);
  if (!game) return refuse('gameNotFound');
  const others = combineRecords().filter((r) => r.gameId === game.gid && r.id !== id);

  const name = textField(body, 'name');
  if (name.length < 1 || [...name].length > 20) return refuse('nameInvalid');
  if (others.some((r) => r.name === name)) return refuse('nameTaken');
  const rawMax = body.maxMultiple;
  const unbounded = rawMax === null || rawMax === undefined || rawMax === '';
  const max: Checked<number> = unbounded
    ? { ok: true, value: 0 }
    : field(body, 'maxMultiple', { min: 0, decimals: 2 }, 'maxInvalid');
  if (!max.ok) return refuse(max.key);
  const maxMultiple = unbounded ? null : max.value;
  const checks = [
    field(body, 'avgMultiple', { min: 0, decimals: 2 }, 'avgInvalid'),
    field(body, 'freeRate', { min: 0, max: 1000, decimals: 0 }, 'freeRateInvalid', existing?.freeRate ?? 0),
    field(body, 'expectCount', { min: 0, max: 10_000_000, decimals: 0 }, 'expectInvalid', existing?.expectCount ?? 0),
    field(body, 'status', { min: 0, max: 1, decimals: 0 }, 'statusInvalid', existing?.status ?? 1),
  ] as const;
  const failed = checks.find((c) => !c.ok);
  if (failed && !failed.ok) return refuse(failed.key);
  const [avgMultiple, freeRate, expectCount, status] = checks.map((c) => (c.ok ? c.value : 0)) as number[];
  const remark = textField(body, 'remark');
  if ([...remark].length > 200) return refuse('remarkInvalid');

  // The set as it would be after the save.
  if (existing?.maxMultiple === null && maxMultiple !== null) return refuse('oneUnbounded');
  if (maxMultiple === null && others.some((r) => r.maxMultiple === null)) return refuse('oneUnbounded');
  if (existing?.maxMultiple === 0 && maxMultiple !== 0) return refuse('zeroKept');
  const clash = others.find((r) => r.maxMultiple !== null && r.maxMultiple === maxMultiple);
  if (clash) return refuse('maxTaken', { max: String(maxMultiple) });
  const record: CombineRecord = {
    id: existing?.id ?? 0,
    gameId: game.gid,
    name,
    maxMultiple,
    avgMultiple: avgMultiple ?? 0,
    freeRate: freeRate ?? 0,
    stock: existing?.stock ?? 0,
    expectCount: expectCount ?? 0,
    status: status === 0 ? 0 : 1,
    remark,
    updatedAt: mockNow(),
    operator,
  };
  const next = ordered([...others, record], game.name);
  if (!next.some((r) => r.maxMultiple === 0)) return refuse('zeroKept');
  if (!next.some((r) => r.maxMultiple === null)) return refuse('oneUnbounded');
  for (const row of next) {
    if (avgFits({ min: row.minMultiple, max: row.maxMultiple }, row.avgMultiple)) continue;
    const range = rangeText(row.minMultiple, row.maxMultiple);
    if (row.id === record.id) return refuse('avgInvalid', { range });
    return refuse('neighbourAvg', { name: row.name, range, avg: row.avgMultiple });
  }
  const saved = mutate((s) => {
    const row = { ...record, id: existing ? record.id : CREATED_ID_BASE + nextId(s) };
    putRow(s.control.combines, row.id < CREATED_ID_BASE, row);
    return row;
  });
  return accept(gameCombines(game.gid).find((r) => r.id === saved.id) as CombineRow);
}

/** Removes a pool: the one above widens down to cover its range; its weights in every tier go with it. */
export function removeCombine(id: number | undefined): Outcome<null, ControlMsgKey> {
  const record = combineRecords().find((r) => r.id === id);
  if (!record) return refuse('combineNotFound');
  if (record.maxMultiple === 0) return refuse('removeZero');
  if (record.maxMultiple === null) return refuse('removeTop');
  mutate((s) => {
    removeRow(s.control.combines, record.id);
    for (const key of Object.keys(s.control.weights)) {
      if (key.endsWith(`:${record.id}`) && key.startsWith(`${record.gameId}:`)) delete s.control.weights[key];
    }
  });
  return accept(null);
}

/** Refills `stock` to `expectCount` (never lowers it, 1.9) for one pool (`id`) or all of a game's (`gameId`). */
export function generateCombines(
  body: Record<string, unknown>,
  operator: string,
): Outcome<{ list: CombineRow[] }, ControlMsgKey> {
  const id = numberField(body, 'id');
  const gameId = numberField(body, 'gameId');
  if (id === undefined && gameId === undefined) return refuse('generateTarget');
  const records = combineRecords();
  const chosen = id !== undefined ? records.filter((r) => r.id === id) : records.filter((r) => r.gameId === gameId);
  if (chosen.length === 0) return refuse(id !== undefined ? 'combineNotFound' : 'gameNotFound');
  const now = mockNow();
  mutate((s) => {
    for (const r of chosen) {
      const row = { ...r, stock: Math.max(r.stock, r.expectCount), updatedAt: now, operator };
      putRow(s.control.combines, r.id < CREATED_ID_BASE, row);
    }
  });
  const ids = new Set(chosen.map((r) => r.id));
  return accept({ list: combineRows().filter((r) => ids.has(r.id)) });
}
