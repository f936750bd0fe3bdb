// @vitest-environment node
// 组合测试 (control.md 1.5, 1.9): the run's figures (totals, RTP by the formula, hits adding up to the spins), the
// progress and finish rule, a stop keeping partial results, the limit of three, remove refused while running, the
// snapshot, reproducibility and the platform-only rule. Time moves with a fake clock, not real waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRng, round2 } from '@mocks/lib/random';
import { seedCombineId } from '@mocks/control/db/combines';
import { simFigures, simulate } from '@mocks/control/db/combine-sim';
import type { TestPool } from '@mocks/domain/control-state';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { TestDetail, TestRow } from '@/api/control';

withMockServer();
// A frozen clock that moves only when a test says so (the export task tests do the same).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const GAME = 1001;
/** Moves the server clock on by `ms`. */
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

const list = (token: string, query: Record<string, string | number> = {}) =>
  call<ListResult<TestRow>>('/api/control/combineTest/list', { token, query: { pageSize: 100, ...query } });
const detail = (token: string, id: number) =>
  call<TestDetail>('/api/control/combineTest/detail', { token, query: { id } });
const run = (token: string, body: Record<string, unknown> = {}) =>
  call<{ id: number }>('/api/control/combineTest/run', {
    token,
    body: { gameId: GAME, tier: 1, spins: 100_000, betAmount: 1, ...body },
  });
const stop = (token: string, id: number) => call<null>('/api/control/combineTest/stop', { token, body: { id } });
const remove = (token: string, id: number) => call<null>('/api/control/combineTest/remove', { token, body: { id } });

/** The contract's sums over a detail: Σ winAmount = totalWin to the cent, the RTP formula, Σ hitCount = doneSpins. */
function expectTotals({ task, list: rows }: TestDetail) {
  expect(round2(rows.reduce((s, r) => s + r.winAmount, 0))).toBe(task.totalWin);
  expect(rows.reduce((s, r) => s + r.hitCount, 0)).toBe(task.doneSpins);
  expect(task.totalBet).toBe(round2(task.doneSpins * task.betAmount));
  expect(task.rtp).toBe(task.totalBet > 0 ? round2((task.totalWin / task.totalBet) * 100) : 0);
  const exact = rows.reduce((s, r) => s + r.hitCount * r.avgMultiple * task.betAmount, 0);
  expect(Math.abs(task.totalWin - exact)).toBeLessThanOrEqual(0.005 + 1e-6);
  const wins = rows.filter((r) => r.avgMultiple > 0).reduce((s, r) => s + r.hitCount, 0);
  expect(task.hitRate).toBe(task.doneSpins ? round2((wins / task.doneSpins) * 100) : 0);
  rows.forEach((r) => expect(r.hitRate).toBe(task.doneSpins ? round2((r.hitCount / task.doneSpins) * 100) : 0));
  expect(task.maxMultiple).toBe(Math.max(0, ...rows.filter((r) => r.hitCount > 0).map((r) => r.avgMultiple)));
}

describe('control.combineTest runs', () => {
  it('lists seeded runs newest first, with figures that add up', async () => {
    const admin = await login();
    const rows = (await list(admin)).result.list;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const times = rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of rows) expectTotals((await detail(admin, row.id)).result);
  });

  it('runs until listed and 2 s old, with progress by the clock, then finishes with figures by the formula', async () => {
    const admin = await login();
    const { id } = (await run(admin, { betAmount: 0.37, spins: 1_000_000 })).result;
    wait(500);
    const running = (await list(admin)).result.list[0]!;
    expect(running).toMatchObject({ id, status: 1, progress: 25, doneSpins: 250_000, totalBet: 92500, totalWin: 0 });
    wait(1000);
    expect((await list(admin)).result.list[0]).toMatchObject({ status: 1, progress: 75 });
    wait(600);
    const done = (await detail(admin, id)).result;
    expect(done.task).toMatchObject({ status: 2, progress: 100, doneSpins: 1_000_000, totalBet: 370000 });
    expect(done.task.finishTime).not.toBe('');
    expectTotals(done);
    // 1,000,000 draws land near the tier's shares and its expected RTP.
    done.list.forEach((r) => expect(Math.abs(r.hitRate - r.expectRate)).toBeLessThan(0.5));
    expect(Math.abs(done.task.rtp - done.task.expectedRtp)).toBeLessThan(5);
  });

  it('does not finish a run nobody looked at, however old', async () => {
    const admin = await login();
    const { id } = (await run(admin)).result;
    wait(10_000);
    expect((await list(admin)).result.list.find((r) => r.id === id)).toMatchObject({ status: 1, progress: 99 });
    wait(1);
    expect((await list(admin)).result.list.find((r) => r.id === id)?.status).toBe(2);
  });

  it('keeps the partial results of a stop: floor(spins × progress / 100) spins, the same as a detail showed', async () => {
    const admin = await login();
    const { id } = (await run(admin, { spins: 123_457, betAmount: 2.5 })).result;
    wait(900);
    const seen = (await detail(admin, id)).result;
    expect(seen.task).toMatchObject({ status: 1, progress: 45, doneSpins: Math.floor((123_457 * 45) / 100) });
    expectTotals(seen);
    expect((await stop(admin, id)).state).toBe(1);
    const stopped = (await detail(admin, id)).result;
    expect(stopped.task).toMatchObject({ status: 3, doneSpins: seen.task.doneSpins, totalWin: seen.task.totalWin });
    expect(stopped.list).toEqual(seen.list);
    expectTotals(stopped);
    wait(5000);
    expect((await detail(admin, id)).result.task.status).toBe(3);
    expect((await stop(admin, id)).msg).toBe('只能停止运行中的测试');
  });

  it("shows a stopped run at the progress it was stopped at, with that progress's spins (58 %: 580,000)", async () => {
    const admin = await login();
    const { id } = (await run(admin, { spins: 1_000_000 })).result;
    await list(admin);
    // 1,170 ms of 2 s is 58 %; 580,000 / 1,000,000 × 100 is 57.99… in floating point.
    wait(1170);
    expect((await list(admin)).result.list.find((r) => r.id === id)).toMatchObject({
      progress: 58,
      doneSpins: 580_000,
    });
    expect((await stop(admin, id)).state).toBe(1);
    const stopped = (await list(admin)).result.list.find((r) => r.id === id);
    expect(stopped).toMatchObject({ status: 3, progress: 58, doneSpins: 580_000 });
    expect((await detail(admin, id)).result.task).toMatchObject({ progress: 58, doneSpins: 580_000 });
  });

  it('counts progress in whole numbers: 1,160 ms of 2 s is 58 %, not 57', async () => {
    const admin = await login();
    const { id } = (await run(admin, { spins: 1_000_000 })).result;
    await list(admin);
    wait(1160);
    expect((await list(admin)).result.list.find((r) => r.id === id)).toMatchObject({
      progress: 58,
      doneSpins: 580_000,
    });
    expect((await stop(admin, id)).state).toBe(1);
    expect((await detail(admin, id)).result.task).toMatchObject({ status: 3, progress: 58, doneSpins: 580_000 });
  });

  it('allows three running runs per user: the 4th is refused, and accepted after a stop', async () => {
    const admin = await login();
    const other = openSession(addTestAccount(['control.combineTest', 'control.combineTest.run']));
    const ids = [];
    for (let k = 0; k < 3; k += 1) ids.push((await run(admin)).result.id);
    expect(await run(admin)).toMatchObject({ state: 0, msg: '最多同时运行 3 个测试' });
    const english = await call('/api/control/combineTest/run', {
      token: admin,
      lang: 'en-US',
      body: { gameId: GAME, tier: 1, spins: 1000, betAmount: 1 },
    });
    expect(english.msg).toBe('At most 3 tests can run at the same time');
    // Another user has a limit of its own.
    expect((await run(other)).state).toBe(1);
    expect((await stop(admin, ids[0]!)).state).toBe(1);
    expect((await run(admin)).state).toBe(1);
  });

  it('refuses to remove a running run, and removes it once ended', async () => {
    const admin = await login();
    const { id } = (await run(admin)).result;
    expect((await remove(admin, id)).msg).toBe('运行中的测试不能删除');
    expect((await stop(admin, id)).state).toBe(1);
    expect((await remove(admin, id)).state).toBe(1);
    expect((await list(admin)).result.list.some((r) => r.id === id)).toBe(false);
    expect((await remove(admin, id)).msg).toBe('测试不存在');
  });

  it('checks the form: game, tier, spins 1,000-1,000,000, bet > 0 with 2 decimals', async () => {
    const admin = await login();
    expect((await run(admin, { gameId: undefined })).msg).toBe('请选择游戏');
    expect((await run(admin, { gameId: 999 })).msg).toBe('游戏不存在');
    expect((await run(admin, { tier: 6 })).msg).toBe('控制档位无效');
    for (const spins of [999, 1_000_001, 1500.5, undefined]) {
      expect((await run(admin, { spins })).msg).toBe('模拟次数须为1000到1000000的整数');
    }
    for (const betAmount of [0, -1, 0.001, undefined]) {
      expect((await run(admin, { betAmount })).msg).toBe('单次投注须大于0，最多2位小数');
    }
    expect((await run(admin, { spins: 1000, betAmount: 0.01, tier: 5 })).state).toBe(1);
  });

  it('snapshots the weights and pools when it starts: later edits do not change the run', async () => {
    const admin = await login();
    const { id } = (await run(admin, { spins: 1000 })).result;
    const before = (await detail(admin, id)).result;
    const zero = [1, 2, 3, 4, 5].map((p) => ({ combineId: seedCombineId(GAME, p), weight: 0 }));
    const saved = await call('/api/control/combineLogic/save', {
      token: admin,
      body: { gameId: GAME, tier: 1, items: [...zero, { combineId: seedCombineId(GAME, 6), weight: 1 }] },
    });
    expect(saved.state).toBe(1);
    wait(2000);
    const after = (await detail(admin, id)).result;
    expect(after.task.expectedRtp).toBe(before.task.expectedRtp);
    expect(after.list.map((r) => r.expectRate)).toEqual(before.list.map((r) => r.expectRate));
    expect(after.list.filter((r) => r.hitCount > 0).length).toBeGreaterThan(1);
    // A new run takes the new weights: every spin draws the top pool.
    const next = (await run(admin, { spins: 1000 })).result.id;
    wait(2000);
    await list(admin);
    wait(2000);
    expect((await detail(admin, next)).result.list.at(-1)?.hitCount).toBe(1000);
  });

  it('is reproducible: the same run on a fresh store gives the same figures', async () => {
    const figures = async () => {
      const admin = await login();
      const { id } = (await run(admin, { spins: 50_000, betAmount: 1.23, tier: 3 })).result;
      await list(admin);
      wait(2000);
      return (await detail(admin, id)).result;
    };
    const first = await figures();
    const { resetDb } = await import('@mocks/node');
    resetDb();
    const second = await figures();
    expect(second.list).toEqual(first.list);
    expect({ ...second.task, createTime: '', finishTime: '' }).toEqual({
      ...first.task,
      createTime: '',
      finishTime: '',
    });
  });

  it('is platform only: type 2 and 3 accounts are refused even when their role holds the keys', async () => {
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    for (const token of [team, merchant]) {
      expect(await list(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await detail(token, 1)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await run(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await stop(token, 1)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await remove(token, 1)).toMatchObject({ state: 0, msg: '无权限' });
    }
    const reader = openSession(addTestAccount(['control.combineTest']));
    expect((await list(reader)).state).toBe(1);
    expect((await detail(reader, 1)).state).toBe(1);
    expect(await run(reader)).toMatchObject({ state: 0, msg: '无权限' });
    const staff = openSession(addTestAccount(ALL_PERMISSIONS));
    const { id } = (await run(staff)).result;
    expect((await stop(staff, id)).state).toBe(1);
    expect((await remove(staff, id)).state).toBe(1);
  });
});

describe('combine-sim', () => {
  const pools = (weights: number[], freeRate = 100): TestPool[] =>
    weights.map((weight, i) => ({
      combineId: i + 1,
      combineName: `p${i}`,
      minMultiple: i,
      maxMultiple: i + 1,
      avgMultiple: i === 0 ? 0 : round2(i + 0.37),
      freeRate,
      weight,
      expectRate: 0,
    }));

  it('draws a prefix: a shorter run is the start of a longer one with the same seed', () => {
    const set = pools([5, 3, 0, 2]);
    const long = simulate(set, 42, 20_000);
    expect(simulate(set, 42, 20_000)).toEqual(long);
    expect(long.hits[2]).toBe(0);
    expect(long.hits.reduce((s, h) => s + h, 0)).toBe(20_000);
    expect(simulate(set, 43, 20_000)).not.toEqual(long);
  });

  it('adds the pools’ win amounts up to the total to the cent on generated sets', () => {
    const rng = createRng('sim-figures');
    for (let n = 0; n < 200; n += 1) {
      const set = pools(Array.from({ length: rng.int(2, 7) }, () => rng.int(0, 1000)));
      const spins = rng.int(1, 3000);
      const bet = round2(rng.float(0.01, 50));
      const f = simFigures(set, simulate(set, n, spins), spins, bet);
      expect(round2(f.rows.reduce((s, r) => s + r.winAmount, 0))).toBe(f.totalWin);
      const exact = f.rows.reduce((s, r) => s + r.hitCount * r.avgMultiple * bet, 0);
      expect(Math.abs(f.totalWin - exact)).toBeLessThanOrEqual(0.005 + 1e-6);
      f.rows.forEach((r) => expect(Math.abs(r.winAmount - r.hitCount * r.avgMultiple * bet)).toBeLessThan(0.01 + 1e-6));
    }
  });
});
