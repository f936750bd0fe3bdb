// Combine hit reports (control.md 1.3, 1.4, 1.9; reports.md A9): the counted rounds of the day aggregates
// (day-rounds.ts), each in the pool whose range holds its win multiple now, disabled pools included, so Σ hitCount of
// a (day, game) is `report.game`'s roundCount. A round's day is its base order's settlement day. CNY: a (day, game,
// pool, currency) cell converts at that day's rate, then the currencies add up; a month adds its days in cents, and
// its ratios come from the sums.
// The per-day tallies in native cents are cached against the day aggregate object (a rebuilt day is a new object)
// and the pools' bounds, so a warm 31-day answer only converts and adds; the rates are read on every call.
// Decided here: a node holds the counters of every third game (`game-1` .. `game-3`, by game id order), as the
// contract only names it; the memory window ends at the data horizon ("now"), and a reset clears every round up to
// the horizon at its time (right after it, the game's counters are 0 even when the mock shows the whole of today).
import { mockNow } from '@mocks/lib/clock';
import { dataHorizon } from '@mocks/lib/horizon';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { round2 } from '@mocks/lib/random';
import { db, mutate, onDbChange } from '@mocks/domain/store';
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { gameRecords } from '@mocks/domain/orders/games';
import { dayAggregate, type DayAggregate } from '@mocks/domain/reports/day-aggregate';
import type { RoundTuple } from '@mocks/domain/reports/day-rounds';
import { rateFn } from '@mocks/domain/reports/collect';
import { dayText, statDateOf, type Span } from '@mocks/domain/reports/period';
import { amountOf, cents } from '@mocks/domain/reports/sums';
import { combineFinder, combineRows } from '@mocks/control/db/combines';
import { lastWeightChange, logicOf } from '@mocks/control/db/logic';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { MemoryReset } from '@mocks/domain/control-state';
import type { CombineRow } from '@/api/control';
import type { CombineMemoryRow, CombineStatRow, CombineStatSummary, CombineTotalRow } from '@/api/control-reports';

const NODES = 3;

/** Native cents of one (game, pool, currency) over a window. */
type Cell = { gameId: number; combineId: number; currencyCode: string; hits: number; bet: number; payout: number };
/** One (game, pool) after conversion: hits and CNY cents. */
export type Tally = { hits: number; betCny: number; boundsCny: number };

const tallyCache = new WeakMap<DayAggregate, { bounds: string; cells: Cell[] }>();

function cellsOf(rounds: readonly RoundTuple[], find: ReturnType<typeof combineFinder>): Cell[] {
  const cells = new Map<string, Cell>();
  for (const r of rounds) {
    const combineId = find(r.gameId, round2(amountOf(r.payoutCents) / amountOf(r.betCents))).combineId;
    const key = `${r.gameId}|${combineId}|${r.currencyCode}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { gameId: r.gameId, combineId, currencyCode: r.currencyCode, hits: 0, bet: 0, payout: 0 };
      cells.set(key, cell);
    }
    cell.hits += 1;
    cell.bet += r.betCents;
    cell.payout += r.payoutCents;
  }
  return [...cells.values()];
}

/** What a request reads the pools through: the rows, the range look-up, a signature of the bounds and tier 1's share
 * of every pool now (1.3 `expectRate`). Reading them costs more than a warm 31-day answer, so they are kept until the
 * store changes (any write, a reset or a restored store). */
type PoolView = {
  rows: CombineRow[];
  find: ReturnType<typeof combineFinder>;
  bounds: string;
  shares: Map<number, number>;
};

let storeVersion = 0;
onDbChange(() => {
  storeVersion += 1;
});
let kept: { state: object; version: number; view: PoolView } | undefined;

export function poolView(): PoolView {
  const state = db();
  if (kept && kept.state === state && kept.version === storeVersion) return kept.view;
  const rows = combineRows();
  const shares = new Map<number, number>();
  for (const gameId of new Set(rows.map((p) => p.gameId)))
    for (const l of logicOf(gameId, 1).list) shares.set(l.combineId, l.share);
  const view = {
    rows,
    find: combineFinder(),
    bounds: rows.map((r) => `${r.gameId}:${r.id}:${r.maxMultiple}`).join(','),
    shares,
  };
  kept = { state, version: storeVersion, view };
  return view;
}

function dayCells(day: number, pools: PoolView): Cell[] {
  const aggregate = dayAggregate(day);
  const hit = tallyCache.get(aggregate);
  if (hit && hit.bounds === pools.bounds) return hit.cells;
  const cells = cellsOf(aggregate.rounds, pools.find);
  tallyCache.set(aggregate, { bounds: pools.bounds, cells });
  return cells;
}

const tallyKey = (gameId: number, combineId: number) => `${gameId}|${combineId}`;

/** Converts a day's cells at the day's rates and adds them per (game, pool). */
function convert(
  cells: readonly Cell[],
  date: string,
  rate: ReturnType<typeof rateFn>,
  into = new Map<string, Tally>(),
) {
  for (const c of cells) {
    const r = rate(c.currencyCode, date);
    const key = tallyKey(c.gameId, c.combineId);
    const t = into.get(key) ?? { hits: 0, betCny: 0, boundsCny: 0 };
    t.hits += c.hits;
    t.betCny += cents(round2(amountOf(c.bet) * r));
    t.boundsCny += cents(round2(amountOf(c.payout) * r));
    into.set(key, t);
  }
  return into;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

/** The stat rows of the pools given, relative to their game's totals in `tallies`. */
function statRows(
  pools: readonly CombineRow[],
  shares: ReadonlyMap<number, number>,
  tallies: ReadonlyMap<string, Tally>,
  keep: (t: Tally) => boolean,
) {
  const games = new Map<number, { hits: number; betCny: number }>();
  for (const [key, t] of tallies) {
    const gameId = Number(key.split('|')[0]);
    const g = games.get(gameId) ?? { hits: 0, betCny: 0 };
    g.hits += t.hits;
    g.betCny += t.betCny;
    games.set(gameId, g);
  }
  const rows: CombineStatRow[] = [];
  for (const p of pools) {
    const t = tallies.get(tallyKey(p.gameId, p.id)) ?? { hits: 0, betCny: 0, boundsCny: 0 };
    if (!keep(t)) continue;
    const game = games.get(p.gameId);
    const hitRate = ratio(t.hits, game?.hits ?? 0);
    const expectRate = shares.get(p.id) ?? 0;
    rows.push({
      gameId: p.gameId,
      gameName: p.gameName,
      combineId: p.id,
      combineName: p.name,
      minMultiple: p.minMultiple,
      maxMultiple: p.maxMultiple,
      hitCount: t.hits,
      hitRate,
      expectRate,
      deviation: round2(hitRate - expectRate),
      betAmountCny: amountOf(t.betCny),
      boundsAmountCny: amountOf(t.boundsCny),
      rtpContribution: ratio(t.boundsCny, game?.betCny ?? 0),
    });
  }
  return rows;
}

/** Σ of the rows in cents, and the RTP of the sums. */
export function statSummary(rows: readonly CombineStatRow[]): CombineStatSummary {
  let hitCount = 0;
  let bet = 0;
  let bounds = 0;
  for (const r of rows) {
    hitCount += r.hitCount;
    bet += cents(r.betAmountCny);
    bounds += cents(r.boundsAmountCny);
  }
  return { hitCount, betAmountCny: amountOf(bet), boundsAmountCny: amountOf(bounds), rtp: ratio(bounds, bet) };
}

/** Tier 1's share of each pool in force at the end of each day (1.4 `expectRate`): today's unless a weight of the
 * game changed since, then read as of that instant (per game and day, once per request). */
function dayShares(pools: PoolView) {
  const changed = new Map<number, number>();
  const kept = new Map<string, Map<number, number>>();
  return (gameId: number, day: number): ReadonlyMap<number, number> => {
    const end = day + DAY_MS - 1;
    if (!changed.has(gameId)) changed.set(gameId, lastWeightChange(gameId, 1));
    if (changed.get(gameId)! <= end) return pools.shares;
    const key = `${gameId}|${day}`;
    let shares = kept.get(key);
    if (!shares) {
      shares = new Map(logicOf(gameId, 1, end).list.map((l) => [l.combineId, l.share]));
      kept.set(key, shares);
    }
    return shares;
  };
}

/** 1.4: one row per (statDate, game, pool) with at least one hit, statDate newest first, then game and pool order. A
 * day's `expectRate` is the share in force at the end of that day; a month's, the days' shares weighted by the
 * game's hits of each day. */
export function totalRows(span: Span): CombineTotalRow[] {
  const pools = poolView();
  const rate = rateFn();
  const sharesOn = dayShares(pools);
  const poolsOf = new Map<number, CombineRow[]>();
  for (const p of pools.rows) poolsOf.set(p.gameId, [...(poolsOf.get(p.gameId) ?? []), p]);
  type Period = { tallies: Map<string, Tally>; gameHits: Map<number, number>; weighted: Map<number, number> };
  const periods = new Map<string, Period>();
  for (const day of span.days) {
    const statDate = statDateOf(span.period, day);
    const period = periods.get(statDate) ?? { tallies: new Map(), gameHits: new Map(), weighted: new Map() };
    periods.set(statDate, period);
    const cells = dayCells(day, pools);
    convert(cells, dayText(day), rate, period.tallies);
    const hits = new Map<number, number>();
    for (const c of cells) hits.set(c.gameId, (hits.get(c.gameId) ?? 0) + c.hits);
    for (const [gameId, n] of hits) {
      period.gameHits.set(gameId, (period.gameHits.get(gameId) ?? 0) + n);
      const shares = sharesOn(gameId, day);
      for (const p of poolsOf.get(gameId) ?? [])
        period.weighted.set(p.id, (period.weighted.get(p.id) ?? 0) + (shares.get(p.id) ?? 0) * n);
    }
  }
  return [...periods]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .flatMap(([statDate, { tallies, gameHits, weighted }]) => {
      const expected = new Map<number, number>();
      for (const p of pools.rows) {
        const n = gameHits.get(p.gameId) ?? 0;
        if (n > 0) expected.set(p.id, round2((weighted.get(p.id) ?? 0) / n));
      }
      return statRows(pools.rows, expected, tallies, (t) => t.hits > 0).map((row) => ({ ...row, statDate }));
    });
}

/** The games' last resets; a store kept from before `through` existed holds bare times. */
function resets(): Map<number, MemoryReset> {
  const out = new Map<number, MemoryReset>();
  for (const [gameId, r] of Object.entries(db().control.memoryResets ?? {}) as [string, MemoryReset | number][])
    out.set(Number(gameId), typeof r === 'number' ? { at: r, through: r } : r);
  return out;
}

/** 1.3: every pool of every game over its game's window, `[memoryStart, now]`, within today. */
export function memoryRows(): CombineMemoryRow[] {
  const pools = poolView();
  const today = startOfToday();
  const now = dataHorizon();
  const stored = resets();
  const games = gameRecords().sort((a, b) => a.gid - b.gid);
  const starts = new Map(games.map((g) => [g.gid, Math.max(today, stored.get(g.gid)?.at ?? 0)]));
  // A round is on the counters when it settled after the game's last reset cleared them, up to now.
  const cleared = (gameId: number) => stored.get(gameId)?.through ?? -Infinity;
  const rounds = dayAggregate(today).rounds.filter(
    (r) => r.baseAt >= today && r.baseAt > cleared(r.gameId) && r.baseAt <= now,
  );
  const tallies = convert(cellsOf(rounds, pools.find), dayText(today), rateFn());
  const nodes = new Map(games.map((g, i) => [g.gid, `game-${(i % NODES) + 1}`]));
  return statRows(pools.rows, pools.shares, tallies, () => true).map((row) => ({
    ...row,
    memoryStart: formatTime(starts.get(row.gameId) ?? today),
    node: nodes.get(row.gameId) ?? 'game-1',
  }));
}

/** Resets one game's counters (`gameId`) or every game's. */
export function resetMemory(gameId: number | undefined): Outcome<null, ControlMsgKey> {
  const games = gameRecords().filter((g) => gameId === undefined || g.gid === gameId);
  if (games.length === 0) return refuse('gameNotFound');
  const at = mockNow();
  const reset = { at, through: dataHorizon(at) };
  mutate((s) => {
    const next = { ...(s.control.memoryResets ?? {}) };
    for (const g of games) next[g.gid] = reset;
    s.control.memoryResets = next;
  });
  return accept(null);
}
