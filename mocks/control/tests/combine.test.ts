// @vitest-environment node
// 组合 (control.md 1.1, 1.9): the seeds, contiguous ranges after any saves and removes (a property test), the save
// and remove checks (each refusal next to an accepted call), generate, and the platform-only rule.
import { describe, expect, it } from 'vitest';
import { createRng, round2 } from '@mocks/lib/random';
import { gameCombines, removeCombine, saveCombine, seedCombineId } from '@mocks/control/db/combines';
import { logicOf, saveLogic } from '@mocks/control/db/logic';
import { db } from '@mocks/domain/store';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { CombineRow } from '@/api/control';

withMockServer();

const GAME = 1001;
const list = (token: string, query: Record<string, string | number> = {}) =>
  call<ListResult<CombineRow>>('/api/control/combine/list', { token, query: { pageSize: 1000, ...query } });
const save = (token: string, body: Record<string, unknown>, lang?: string) =>
  call<CombineRow>('/api/control/combine/save', {
    token,
    lang,
    body: { gameId: GAME, name: '新组合', avgMultiple: 40, freeRate: 10, expectCount: 100, status: 1, ...body },
  });
const remove = (token: string, id: number) => call<null>('/api/control/combine/remove', { token, body: { id } });
const generate = (token: string, body: Record<string, unknown>) =>
  call<{ list: CombineRow[] }>('/api/control/combine/generate', { token, body });
/** Game 1001's seeded pools as ranges: `[0, 0]`, then each bound to the next, the top one unbounded. */
const SEEDED_RANGES = [
  [0, 0],
  [0, 1],
  [1, 5],
  [5, 20],
  [20, 100],
  [100, null],
];
const ranges = (rows: readonly CombineRow[]) => rows.map((r) => [r.minMultiple, r.maxMultiple]);

/** The range rule of 1.1: [0,0] first, each range starts where the previous ended, the last is unbounded. */
function expectContiguous(rows: readonly CombineRow[]): void {
  expect(rows[0]).toMatchObject({ minMultiple: 0, maxMultiple: 0, avgMultiple: 0, sort: 1 });
  expect(rows[rows.length - 1]?.maxMultiple).toBeNull();
  rows.forEach((row, i) => {
    expect(row.sort).toBe(i + 1);
    if (i === 0) return;
    const previous = rows[i - 1]!;
    expect(row.minMultiple).toBe(previous.maxMultiple);
    expect(row.avgMultiple).toBeGreaterThan(row.minMultiple);
    if (row.maxMultiple !== null) {
      expect(row.maxMultiple).toBeGreaterThan(row.minMultiple);
      expect(row.avgMultiple).toBeLessThanOrEqual(row.maxMultiple);
    }
  });
}

describe('control.combine list', () => {
  it('seeds six contiguous pools per game, by game then sort', async () => {
    const admin = await login();
    const rows = (await list(admin, { gameId: GAME })).result.list;
    expect(rows.map((r) => [r.name, r.avgMultiple])).toEqual([
      ['不中奖', 0],
      ['小奖', 0.5],
      ['中奖', 2.2],
      ['大奖', 9],
      ['巨奖', 38],
      ['超级大奖', 180],
    ]);
    expect(ranges(rows)).toEqual(SEEDED_RANGES);
    const all = (await list(admin)).result.list;
    expect(all.length % 6).toBe(0);
    all.slice(1).forEach((r, i) => {
      const p = all[i]!;
      expect(r.gameId > p.gameId || (r.gameId === p.gameId && r.sort === p.sort + 1)).toBe(true);
    });
    // Reproducible: the same seed gives the same pools.
    expect((await list(admin)).result.list).toEqual(all);
  });
});

describe('control.combine save and remove', () => {
  it('inserts a pool by its bound, narrowing the pool above; remove widens it back', async () => {
    const admin = await login();
    const added = await save(admin, { name: '大奖+', maxMultiple: 30, avgMultiple: 25 });
    expect(added.state).toBe(1);
    expect(added.result).toMatchObject({ minMultiple: 20, maxMultiple: 30, sort: 5, stock: 0 });
    const rows = gameCombines(GAME);
    expect(ranges(rows)).toEqual([
      [0, 0],
      [0, 1],
      [1, 5],
      [5, 20],
      [20, 30],
      [30, 100],
      [100, null],
    ]);
    expect((await remove(admin, added.result.id)).state).toBe(1);
    expect(ranges(gameCombines(GAME))).toEqual(SEEDED_RANGES);
  });

  it('moves an edited bound and re-derives the neighbours', async () => {
    const admin = await login();
    const big = seedCombineId(GAME, 4);
    const moved = await save(admin, { id: big, name: '大奖', maxMultiple: 30, avgMultiple: 9 });
    expect(moved.state).toBe(1);
    expect(ranges(gameCombines(GAME)).slice(3, 5)).toEqual([
      [5, 30],
      [30, 100],
    ]);
  });

  it('refuses what would break the range rule, each next to an accepted save', async () => {
    const admin = await login();
    const top = seedCombineId(GAME, 6);
    const zero = seedCombineId(GAME, 1);
    expect(await save(admin, { maxMultiple: 5 })).toMatchObject({ state: 0, msg: '已有组合的最大倍数为5' });
    expect((await save(admin, { maxMultiple: 6, avgMultiple: 5.5 })).state).toBe(1);
    expect((await save(admin, { name: '另一个', maxMultiple: null, avgMultiple: 200 })).msg).toBe(
      '只能有一个无上限的组合，且必须是最后一个',
    );
    expect(await save(admin, { id: top, name: '超级大奖', maxMultiple: 500, avgMultiple: 180 })).toMatchObject({
      state: 0,
      msg: '只能有一个无上限的组合，且必须是最后一个',
    });
    expect((await save(admin, { id: top, name: '超级大奖', maxMultiple: null, avgMultiple: 150 })).state).toBe(1);
    expect((await save(admin, { id: zero, name: '不中奖', maxMultiple: 0.5, avgMultiple: 0.2 })).msg).toBe(
      '[0, 0] 组合必须保留',
    );
    expect((await save(admin, { id: zero, name: '不中奖', maxMultiple: 0, avgMultiple: 0, remark: 'ok' })).state).toBe(
      1,
    );
    expect((await save(admin, { name: '区间外', maxMultiple: 60, avgMultiple: 70 })).msg).toBe(
      '平均倍数须在区间(20, 60]内，最多2位小数',
    );
    // Narrowing 巨奖 (20, 100] to (90, 100] would leave out its average 38.
    expect(await save(admin, { name: '区间外', maxMultiple: 90, avgMultiple: 70 }, 'en-US')).toMatchObject({
      state: 0,
      msg: 'After this save pool “巨奖” would cover (90, 100], which leaves out its average 38',
    });
    expect((await save(admin, { name: '区间外', maxMultiple: 30, avgMultiple: 25 })).state).toBe(1);
    expect((await save(admin, { name: '小奖', maxMultiple: 40, avgMultiple: 35 })).msg).toBe('该游戏已有同名组合');
    expect((await save(admin, { name: '', maxMultiple: 40, avgMultiple: 35 })).msg).toBe('名称须为1到20个字符');
    expect((await save(admin, { name: 'x', maxMultiple: 40.123, avgMultiple: 35 })).state).toBe(0);
    expect((await save(admin, { name: 'x', maxMultiple: 40, avgMultiple: 35, freeRate: 1001 })).state).toBe(0);
    expect((await save(admin, { name: 'x', maxMultiple: 40, avgMultiple: 35, expectCount: 1.5 })).state).toBe(0);
    expect((await save(admin, { id: top, gameId: 1002, name: '超级大奖', avgMultiple: 180 })).msg).toBe(
      '编辑时不能更换游戏',
    );
    expect((await save(admin, { gameId: 999, name: 'x', maxMultiple: 40, avgMultiple: 35 })).msg).toBe('游戏不存在');
    expect((await save(admin, { name: 'x', maxMultiple: 35, avgMultiple: 33 })).state).toBe(1);
  });

  it('refuses to remove the [0,0] and the unbounded pool, removes the others', async () => {
    const admin = await login();
    expect((await remove(admin, seedCombineId(GAME, 1))).msg).toBe('[0, 0] 组合不能删除');
    expect((await remove(admin, seedCombineId(GAME, 6))).msg).toBe('无上限的组合不能删除');
    expect((await remove(admin, 1)).msg).toBe('组合不存在');
    expect((await remove(admin, seedCombineId(GAME, 2))).state).toBe(1);
    expect(ranges(gameCombines(GAME)).slice(0, 2)).toEqual([
      [0, 0],
      [0, 5],
    ]);
  });

  it('keeps the ranges contiguous after random sequences of saves and removes', () => {
    for (const seed of [1, 2, 3]) {
      const rng = createRng('combine-property', seed);
      let accepted = 0;
      for (let step = 0; step < 150; step += 1) {
        const rows = gameCombines(GAME);
        const row = rng.pick(rows);
        const outcome = rng.chance(0.3)
          ? removeCombine(row.id)
          : (() => {
              const editing = rng.chance(0.4);
              const max = rng.chance(0.05) ? null : round2(rng.chance(0.1) ? 0 : rng.float(0.01, 300));
              const avg = max === null ? round2(rng.float(100, 400)) : round2(max * rng.float(0.3, 1.05));
              const body = editing
                ? { id: row.id, name: row.name, maxMultiple: max, avgMultiple: avg }
                : { gameId: GAME, name: `p${seed}-${step}`, maxMultiple: max, avgMultiple: avg };
              return saveCombine(body, 'prop');
            })();
        if (outcome.ok) accepted += 1;
        expectContiguous(gameCombines(GAME));
      }
      expect(accepted).toBeGreaterThan(20);
    }
  });
});

describe('control.combine generate', () => {
  it('refills stock to the target for one pool or a whole game, never lowering it', async () => {
    const admin = await login();
    const before = gameCombines(GAME);
    const one = await generate(admin, { id: before[1]!.id });
    expect(one.result.list).toHaveLength(1);
    expect(one.result.list[0]!.stock).toBe(before[1]!.expectCount);
    await save(admin, { id: before[2]!.id, name: '中奖', maxMultiple: 5, avgMultiple: 2.2, expectCount: 10 });
    const all = await generate(admin, { gameId: GAME });
    expect(all.result.list.map((r) => r.stock)).toEqual(
      gameCombines(GAME).map((r) => Math.max(r.expectCount, before.find((b) => b.id === r.id)!.stock)),
    );
    expect(all.result.list[2]!.stock).toBe(before[2]!.stock);
    expect((await generate(admin, {})).msg).toBe('请指定组合或游戏');
    expect((await generate(admin, { gameId: 999 })).msg).toBe('游戏不存在');
  });
});

describe('control.combine permissions', () => {
  it('is platform only: type 2 and 3 accounts are refused even when their role holds the keys', async () => {
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    for (const token of [team, merchant]) {
      expect(await list(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await generate(token, { gameId: GAME })).toMatchObject({ state: 0, msg: '无权限' });
    }
    const reader = openSession(addTestAccount(['control.combine']));
    expect((await list(reader)).state).toBe(1);
    expect(await generate(reader, { gameId: GAME })).toMatchObject({ state: 0, msg: '无权限' });
    const staff = openSession(addTestAccount(['control.combine', 'control.combine.generate']));
    expect((await generate(staff, { gameId: GAME })).state).toBe(1);
  });
});

// Gaps against 1.1 / 1.9 closed after the page was built: each bound of the form's checks at its edge (the last
// accepted value next to the first refused), the [0, 0] pool's average, the status filter, the weights a removed pool
// takes with it, and save/remove refused to team and merchant accounts.
describe('control.combine checks at their edges', () => {
  it('accepts each field at its bound and refuses one past it', async () => {
    const admin = await login();
    const edge = (body: Record<string, unknown>) =>
      save(admin, { name: 'edge', maxMultiple: 30, avgMultiple: 25, ...body });
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: '一'.repeat(20) }, { name: '一'.repeat(21) }],
      [{ freeRate: 1000 }, { freeRate: 2.5 }],
      [{ expectCount: 10_000_000 }, { expectCount: 10_000_001 }],
      [{ remark: 'r'.repeat(200) }, { remark: 'r'.repeat(201) }],
      [
        { maxMultiple: 30.25, avgMultiple: 30.25 },
        { maxMultiple: 30.25, avgMultiple: 30.26 },
      ],
    ];
    for (const [good, bad] of cases) {
      const refused = await edge(bad);
      expect(refused.state, JSON.stringify(bad)).toBe(0);
      const accepted = await edge(good);
      expect(accepted.state, JSON.stringify(good)).toBe(1);
      expect((await remove(admin, accepted.result.id)).state).toBe(1);
    }
  });

  it('keeps the [0, 0] pool at average 0 and filters by status', async () => {
    const admin = await login();
    const zero = seedCombineId(GAME, 1);
    expect(await save(admin, { id: zero, name: '不中奖', maxMultiple: 0, avgMultiple: 0.5 })).toMatchObject({
      state: 0,
      msg: '平均倍数须在区间[0, 0]内，最多2位小数',
    });
    expect((await save(admin, { id: zero, name: '不中奖', maxMultiple: 0, avgMultiple: 0, status: 0 })).state).toBe(1);
    const off = (await list(admin, { gameId: GAME, status: 0 })).result.list;
    expect(off.map((r) => r.id)).toEqual([zero]);
    expect((await list(admin, { gameId: GAME, status: 1 })).result.list).toHaveLength(5);
  });

  it('takes the weights of a removed pool with it, in every tier, and widens the pool above', async () => {
    const admin = await login();
    const added = (await save(admin, { name: '大奖+', maxMultiple: 30, avgMultiple: 25 })).result;
    for (const tier of [1, 2] as const) {
      expect(saveLogic({ gameId: GAME, tier, items: [{ combineId: added.id, weight: 70 }] }, 'admin').ok).toBe(true);
    }
    const keys = () => Object.keys(db().control.weights).filter((k) => k.endsWith(`:${added.id}`));
    expect(keys()).toHaveLength(2);
    expect((await remove(admin, added.id)).state).toBe(1);
    expect(keys()).toEqual([]);
    expect(logicOf(GAME, 1).list.map((r) => r.combineId)).not.toContain(added.id);
    expect(gameCombines(GAME).find((r) => r.name === '巨奖')).toMatchObject({ minMultiple: 20, maxMultiple: 100 });
  });

  it('refuses save and remove to team and merchant accounts, next to the same calls accepted for staff', async () => {
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    const victim = seedCombineId(GAME, 3);
    for (const token of [team, merchant]) {
      expect(await save(token, { name: 'x', maxMultiple: 30, avgMultiple: 25 })).toMatchObject({
        state: 0,
        msg: '无权限',
      });
      expect(await remove(token, victim)).toMatchObject({ state: 0, msg: '无权限' });
    }
    expect(gameCombines(GAME).map((r) => r.name)).not.toContain('x');
    const staff = openSession(addTestAccount(['control.combine', 'control.combine.save', 'control.combine.remove']));
    expect((await save(staff, { name: 'x', maxMultiple: 30, avgMultiple: 25 })).state).toBe(1);
    expect((await remove(staff, victim)).state).toBe(1);
  });
});
