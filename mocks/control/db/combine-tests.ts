// 组合测试 (control.md 1.5, 1.9): simulation runs. A run snapshots the tier's weights and the game's pools when it
// starts; it runs until it has been listed or detailed once and 2 s have passed since it was made (the mock's
// watched tasks, mocks/lib/watched-task.ts), then it is finished with every spin. A stop keeps the spins of its
// progress so far. At most MAX_RUNNING runs per user at a time.
// Simulated lazily (combine-sim.ts): when a run ends (finish or stop) its hits are drawn once and kept; a detail of
// a running run draws the spins done so far and keeps nothing. Decided here: a running row of the list shows its
// progress, `doneSpins` and `totalBet`, and 0 for the figures a simulation gives (the console shows them as "—").
import { mockNow } from '@mocks/lib/clock';
import { checkedNumber } from '@mocks/lib/number-rules';
import { numberField } from '@mocks/lib/params';
import { createRng, hashSeed, round2 } from '@mocks/lib/random';
import { CREATED_ID_BASE } from '@mocks/lib/seeded-table';
import { mutate, nextId, type DbState } from '@mocks/domain/store';
import { formatTime, HOUR_MS } from '@mocks/lib/time';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { noteListed, taskDue, taskProgress, type TaskClock } from '@mocks/lib/watched-task';
import { gameRecords } from '@mocks/domain/orders/games';
import { gameCombines } from '@mocks/control/db/combines';
import { isTier, logicOf } from '@mocks/control/db/logic';
import { simFigures, simulate } from '@mocks/control/db/combine-sim';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { CombineTestRecord, TestPool } from '@mocks/domain/control-state';
import type { ControlTier, TestDetail, TestRow } from '@/api/control';

export const TEST_CLOCK: TaskClock = { durationMs: 2_000, from: 'created' };
export const MAX_RUNNING = 3;
export const SPINS = { min: 1_000, max: 1_000_000 } as const;
const MAX_BET = 1_000_000;

type Caller = { id: number; username: string };

/** The (game, tier) as a run takes it: every pool with its weight (0 when disabled), share and free-game rate. */
function snapshot(gameId: number, tier: ControlTier): { pools: TestPool[]; expectedRtp: number } {
  const combines = new Map(gameCombines(gameId).map((c) => [c.id, c]));
  const { list, summary } = logicOf(gameId, tier);
  const pools = list.map((row) => {
    const combine = combines.get(row.combineId);
    return {
      combineId: row.combineId,
      combineName: row.combineName,
      minMultiple: row.minMultiple,
      maxMultiple: row.maxMultiple,
      avgMultiple: row.avgMultiple,
      freeRate: combine?.freeRate ?? 0,
      weight: combine?.status === 1 ? row.weight : 0,
      expectRate: row.share,
    };
  });
  return { pools, expectedRtp: summary.expectedRtp };
}

/** The spins done at a progress (1.5): `floor(spins × progress / 100)`. */
const spinsAt = (spins: number, progress: number) => Math.floor((spins * progress) / 100);

/** Ends a run: finished with every spin, or stopped at a progress with that progress's spins. Draws them once. */
function end(run: CombineTestRecord, ending: { status: 2 } | { status: 3; progress: number }, at: number): void {
  const doneSpins = ending.status === 2 ? run.spins : spinsAt(run.spins, ending.progress);
  const result = simulate(run.pools, run.seed, doneSpins);
  const stoppedAt = ending.status === 3 ? ending.progress : undefined;
  Object.assign(run, {
    status: ending.status,
    doneSpins,
    stoppedAt,
    finishedAt: at,
    hits: result.hits,
    free: result.free,
  });
}

/** A few finished runs of the first games, made on first use so the list never opens empty. */
function seedRuns(now: number): CombineTestRecord[] {
  const rng = createRng('combine-tests');
  const games = gameRecords()
    .map((g) => g.gid)
    .sort((a, b) => a - b)
    .slice(0, 3);
  const plan: [number, ControlTier, number, number, 2 | 3][] = [
    [games[0] ?? 1001, 1, 100_000, 1, 2],
    [games[1] ?? 1001, 2, 200_000, 2, 2],
    [games[2] ?? 1001, 3, 50_000, 0.5, 3],
    [games[0] ?? 1001, 5, 100_000, 1, 2],
  ];
  return plan.map(([gameId, tier, spins, betAmount, status], k) => {
    const createdAt = now - (plan.length - k) * rng.int(2, 6) * HOUR_MS;
    const run: CombineTestRecord = {
      id: k + 1,
      userId: 1,
      operator: 'admin',
      gameId,
      gameName: gameRecords().find((g) => g.gid === gameId)?.name ?? '',
      tier,
      spins,
      betAmount,
      ...snapshot(gameId, tier),
      seed: hashSeed('combine-test', k + 1),
      status: 1,
      createdAt,
      firstListedAt: createdAt,
      doneSpins: 0,
    };
    end(run, status === 2 ? { status } : { status, progress: 37 }, createdAt + TEST_CLOCK.durationMs);
    return run;
  });
}

/** The runs, seeded on first use, with every run whose time is up (and that was looked at) finished. */
function runsIn(s: DbState, now: number): CombineTestRecord[] {
  s.control.combineTests ??= seedRuns(now);
  for (const run of s.control.combineTests) {
    if (run.status === 1 && taskDue(run, TEST_CLOCK, now)) {
      end(run, { status: 2 }, Math.max(run.createdAt + TEST_CLOCK.durationMs, run.firstListedAt ?? now));
    }
  }
  return s.control.combineTests;
}

/** A stopped run shows the progress it was stopped at (a run stored before that was kept: derived in whole numbers). */
function progressOf(run: CombineTestRecord, now: number): number {
  if (run.status === 1) return taskProgress(run, TEST_CLOCK, now);
  if (run.status === 2) return 100;
  return run.stoppedAt ?? Math.floor((run.doneSpins * 100) / run.spins);
}

function rowOf(
  run: CombineTestRecord,
  now: number,
  partial?: { hits: number[]; free: number; doneSpins: number },
): TestRow {
  const progress = progressOf(run, now);
  const doneSpins = partial?.doneSpins ?? (run.status === 1 ? spinsAt(run.spins, progress) : run.doneSpins);
  const result = partial ?? (run.hits ? { hits: run.hits, free: run.free ?? 0 } : undefined);
  const figures = result && simFigures(run.pools, result, doneSpins, run.betAmount);
  return {
    id: run.id,
    gameId: run.gameId,
    gameName: run.gameName,
    tier: run.tier,
    spins: run.spins,
    doneSpins,
    progress,
    betAmount: run.betAmount,
    status: run.status,
    totalBet: round2(doneSpins * run.betAmount),
    totalWin: figures?.totalWin ?? 0,
    rtp: figures?.rtp ?? 0,
    expectedRtp: run.expectedRtp,
    hitRate: figures?.hitRate ?? 0,
    freeRate: figures?.freeRate ?? 0,
    maxMultiple: figures?.maxMultiple ?? 0,
    createTime: formatTime(run.createdAt),
    finishTime: run.finishedAt === undefined ? '' : formatTime(run.finishedAt),
    operator: run.operator,
  };
}

const newestFirst = (a: CombineTestRecord, b: CombineTestRecord) => b.createdAt - a.createdAt || b.id - a.id;

export type TestQuery = { current: number; pageSize: number; gameId?: number; status?: number };

/** Newest first. Listing a running run starts its way to the finish (1.9). */
export function listTests(query: TestQuery): { list: TestRow[]; total: number } {
  const now = mockNow();
  return mutate((s) => {
    const runs = runsIn(s, now)
      .filter(
        (r) =>
          (query.gameId === undefined || r.gameId === query.gameId) &&
          (query.status === undefined || r.status === query.status),
      )
      .sort(newestFirst);
    const page = runs.slice((query.current - 1) * query.pageSize, query.current * query.pageSize);
    page.forEach((run) => noteListed(run, now));
    return { list: page.map((run) => rowOf(run, now)), total: runs.length };
  });
}

/** The run with a row per pool. A running run is drawn up to its progress for the answer (nothing is kept). */
export function testDetail(id: number | undefined): Outcome<TestDetail, ControlMsgKey> {
  const now = mockNow();
  return mutate((s) => {
    const run = runsIn(s, now).find((r) => r.id === id);
    if (!run) return refuse('testNotFound');
    noteListed(run, now);
    let partial: { hits: number[]; free: number; doneSpins: number } | undefined;
    if (run.status === 1) {
      const doneSpins = spinsAt(run.spins, progressOf(run, now));
      partial = { ...simulate(run.pools, run.seed, doneSpins), doneSpins };
    }
    const task = rowOf(run, now, partial);
    const result = partial ?? { hits: run.hits ?? run.pools.map(() => 0), free: run.free ?? 0 };
    return accept({ task, list: simFigures(run.pools, result, task.doneSpins, run.betAmount).rows });
  });
}

/** Starts a run for the caller: the form's checks (1.5), then the limit of MAX_RUNNING running runs per user. */
export function runTest(body: Record<string, unknown>, caller: Caller): Outcome<{ id: number }, ControlMsgKey> {
  const gameId = numberField(body, 'gameId');
  if (gameId === undefined) return refuse('gameRequired');
  const game = gameRecords().find((g) => g.gid === gameId);
  if (!game) return refuse('gameNotFound');
  const tier = numberField(body, 'tier');
  if (!isTier(tier)) return refuse('tierInvalid');
  const spins = checkedNumber(body, 'spins', { ...SPINS, decimals: 0 });
  if (!spins.ok || spins.value === undefined) return refuse('spinsInvalid');
  const bet = checkedNumber(body, 'betAmount', { min: 0.01, max: MAX_BET, decimals: 2 });
  if (!bet.ok || bet.value === undefined) return refuse('betInvalid');
  const taken = snapshot(gameId, tier);
  if (!taken.pools.some((p) => p.weight > 0)) return refuse('weightZero');
  const now = mockNow();
  return mutate((s) => {
    const running = runsIn(s, now).filter((r) => r.userId === caller.id && r.status === 1).length;
    if (running >= MAX_RUNNING) return refuse('testLimit', { max: MAX_RUNNING });
    const id = CREATED_ID_BASE + nextId(s);
    s.control.combineTests?.push({
      id,
      userId: caller.id,
      operator: caller.username,
      gameId,
      gameName: game.name,
      tier,
      spins: spins.value ?? SPINS.min,
      betAmount: bet.value ?? 1,
      ...taken,
      seed: hashSeed('combine-test', id),
      status: 1,
      createdAt: now,
      doneSpins: 0,
    });
    return accept({ id });
  });
}

/** Stops a running run: it keeps `floor(spins × progress / 100)` spins and their results. */
export function stopTest(id: number | undefined): Outcome<null, ControlMsgKey> {
  const now = mockNow();
  return mutate((s) => {
    const run = runsIn(s, now).find((r) => r.id === id);
    if (!run) return refuse('testNotFound');
    if (run.status !== 1) return refuse('testNotRunning');
    end(run, { status: 3, progress: taskProgress(run, TEST_CLOCK, now) }, now);
    return accept(null);
  });
}

export function removeTest(id: number | undefined): Outcome<null, ControlMsgKey> {
  const now = mockNow();
  return mutate((s) => {
    const runs = runsIn(s, now);
    const run = runs.find((r) => r.id === id);
    if (!run) return refuse('testNotFound');
    if (run.status === 1) return refuse('testRunning');
    s.control.combineTests = runs.filter((r) => r !== run);
    return accept(null);
  });
}
