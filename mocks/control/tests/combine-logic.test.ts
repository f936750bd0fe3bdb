// @vitest-environment node
// 组合逻辑 (control.md 1.2, 1.9): the seeded weights and the formula (share, contribution, expected RTP ≈ 96.9 for
// tier 1), disabled pools, the save's checks next to accepted saves, partial sets, and the platform-only rule.
import { describe, expect, it } from 'vitest';
import { createRng, round2 } from '@mocks/lib/random';
import { saveCombine, seedCombineId } from '@mocks/control/db/combines';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { LogicRow, LogicSummary } from '@/api/control';
import { tierFigures } from '@/lib/contract/combine-rtp';

withMockServer();

const GAME = 1001;
type LogicList = ListResult<LogicRow> & { summary: LogicSummary };
const list = (token: string, query: Record<string, string | number> = {}) =>
  call<LogicList>('/api/control/combineLogic/list', { token, query: { pageSize: 100, ...query } });
const save = (token: string, body: Record<string, unknown>) =>
  call<{ list: LogicRow[] }>('/api/control/combineLogic/save', { token, body: { gameId: GAME, tier: 1, ...body } });
const id = (position: number) => seedCombineId(GAME, position);

describe('control.combineLogic figures', () => {
  it('answers the seeds by the formula: tier 1 expects 96.88 and its shares add up to 100', async () => {
    const admin = await login();
    const answer = (await list(admin)).result;
    expect(answer.list.map((r) => r.weight)).toEqual([600, 250, 115, 24, 5, 1]);
    expect(answer.list.map((r) => r.share)).toEqual([60.3, 25.13, 11.56, 2.41, 0.5, 0.1]);
    expect(answer.list.map((r) => r.rtpContribution)).toEqual([0, 12.56, 25.43, 21.71, 19.1, 18.09]);
    expect(answer.summary).toEqual({ weight: 995, expectedRtp: 96.88 });
    expect(round2(answer.list.reduce((s, r) => s + r.share, 0))).toBe(100);
    expect(answer.list[0]).toMatchObject({ gameId: GAME, tier: 1, combineName: '不中奖', minMultiple: 0 });
    // The other tiers scale the win weights: tight pays less, loose more.
    const tight = (await list(admin, { tier: 2 })).result.summary.expectedRtp;
    const loose = (await list(admin, { tier: 3 })).result.summary.expectedRtp;
    expect(tight).toBeLessThan(96.88);
    expect(loose).toBeGreaterThan(96.88);
  });

  it('keeps the shares within rounding of 100 and the RTP equal to the sum formula on generated sets', () => {
    const rng = createRng('logic-figures');
    for (let n = 0; n < 200; n += 1) {
      const pools = Array.from({ length: rng.int(2, 9) }, () => ({
        weight: rng.int(0, 1_000_000),
        avgMultiple: round2(rng.float(0, 300)),
        enabled: rng.chance(0.85),
      }));
      const f = tierFigures(pools);
      if (f.weight === 0) continue;
      const shares = f.rows.reduce((s, r) => s + r.share, 0);
      expect(Math.abs(shares - 100)).toBeLessThanOrEqual(0.005 * pools.length + 1e-9);
      const live = pools.filter((p) => p.enabled);
      const payout = live.reduce((s, p) => s + p.weight * p.avgMultiple, 0);
      expect(f.expectedRtp).toBe(round2((payout / f.weight) * 100));
      pools.forEach((p, i) => !p.enabled && expect(f.rows[i]).toEqual({ share: 0, rtpContribution: 0 }));
    }
  });

  it('shows a disabled pool with its stored weight but share and contribution 0, out of the summary', async () => {
    const admin = await login();
    expect(saveCombine({ id: id(6), name: '超级大奖', maxMultiple: null, avgMultiple: 180, status: 0 }, 'a').ok).toBe(
      true,
    );
    const answer = (await list(admin)).result;
    expect(answer.list[5]).toMatchObject({ weight: 1, share: 0, rtpContribution: 0 });
    expect(answer.summary).toEqual({ weight: 994, expectedRtp: round2(((964 - 180) / 994) * 100) });
  });

  it("stores a disabled pool's weight but counts it as 0, and refuses a set weighing only on disabled pools", async () => {
    const admin = await login();
    expect(saveCombine({ id: id(6), name: '超级大奖', maxMultiple: null, avgMultiple: 180, status: 0 }, 'a').ok).toBe(
      true,
    );
    const saved = await save(admin, { items: [{ combineId: id(6), weight: 5000 }] });
    expect(saved.state).toBe(1);
    expect(saved.result.list[5]).toMatchObject({ weight: 5000, share: 0, rtpContribution: 0 });
    expect((await list(admin)).result.summary).toEqual({ weight: 994, expectedRtp: round2(((964 - 180) / 994) * 100) });
    // Every enabled pool at 0: only the disabled one weighs, nothing would be drawn.
    const enabledZero = [1, 2, 3, 4, 5].map((p) => ({ combineId: id(p), weight: 0 }));
    expect((await save(admin, { items: enabledZero })).msg).toBe('启用组合的权重合计须大于0');
    expect((await list(admin)).result.list.map((r) => r.weight)).toEqual([600, 250, 115, 24, 5, 5000]);
    expect((await save(admin, { items: [...enabledZero.slice(0, 4), { combineId: id(5), weight: 1 }] })).state).toBe(1);
  });

  it("pages the rows with the whole set's summary, defaults to the first game and tier 1, refuses an unknown tier", async () => {
    const admin = await login();
    const page = (await list(admin, { current: 2, pageSize: 4 })).result;
    expect(page.total).toBe(6);
    expect(page.list.map((r) => r.combineId)).toEqual([id(5), id(6)]);
    expect(page.summary).toEqual({ weight: 995, expectedRtp: 96.88 });
    expect(page.list.every((r) => r.gameId === GAME && r.tier === 1)).toBe(true);
    expect(await list(admin, { tier: 6 })).toMatchObject({ state: 0, msg: '控制档位无效' });
    expect((await list(admin, { tier: 5 })).state).toBe(1);
  });

  it('gives a new pool weight 0 in every tier', async () => {
    const admin = await login();
    const added = saveCombine({ gameId: GAME, name: '新', maxMultiple: 1.5, avgMultiple: 1.2 }, 'a');
    expect(added.ok).toBe(true);
    for (const tier of [1, 2, 3, 4, 5]) {
      const row = (await list(admin, { tier })).result.list.find((r) => r.combineName === '新');
      expect(row?.weight).toBe(0);
    }
  });
});

describe('control.combineLogic save', () => {
  it('saves a set, keeps the weights left out, and answers the new figures', async () => {
    const admin = await login();
    const saved = await save(admin, {
      items: [
        { combineId: id(1), weight: 500 },
        { combineId: id(2), weight: 350 },
      ],
    });
    expect(saved.state).toBe(1);
    expect(saved.result.list.map((r) => r.weight)).toEqual([500, 350, 115, 24, 5, 1]);
    const after = (await list(admin)).result;
    expect(after.summary.weight).toBe(995);
    expect(after.summary.expectedRtp).toBe(round2(((964 + 100 * 0.5) / 995) * 100));
    expect(after.list[0]!.operator).toBe('admin');
    // Other tiers are untouched.
    expect((await list(admin, { tier: 2 })).result.list[0]!.weight).toBe(600);
  });

  it('refuses a bad set, each refusal next to an accepted save', async () => {
    const admin = await login();
    expect((await save(admin, { items: [{ combineId: seedCombineId(1002, 1), weight: 1 }] })).msg).toBe(
      `组合${seedCombineId(1002, 1)}不属于该游戏`,
    );
    expect((await save(admin, { items: [{ combineId: id(1), weight: 1.5 }] })).msg).toBe('权重须为0到1000000的整数');
    expect((await save(admin, { items: [{ combineId: id(1), weight: 1_000_001 }] })).state).toBe(0);
    expect((await save(admin, { items: [{ combineId: id(1), weight: -1 }] })).state).toBe(0);
    expect(
      (
        await save(admin, {
          items: [
            { combineId: id(1), weight: 1 },
            { combineId: id(1), weight: 2 },
          ],
        })
      ).msg,
    ).toBe(`组合${id(1)}重复提交`);
    expect((await save(admin, { items: [] })).msg).toBe('请提交权重列表');
    expect((await save(admin, { tier: 6, items: [{ combineId: id(1), weight: 1 }] })).msg).toBe('控制档位无效');
    expect((await save(admin, { gameId: 999, items: [{ combineId: id(1), weight: 1 }] })).msg).toBe('游戏不存在');
    const zero = [1, 2, 3, 4, 5, 6].map((p) => ({ combineId: id(p), weight: 0 }));
    expect((await save(admin, { items: zero })).msg).toBe('启用组合的权重合计须大于0');
    expect((await save(admin, { items: [...zero.slice(0, 5), { combineId: id(6), weight: 1 }] })).state).toBe(1);
    expect((await list(admin)).result.summary).toEqual({ weight: 1, expectedRtp: 18000 });
  });

  it("lets the page's key read the game's control row (its target and bounds), and nothing more", async () => {
    const logicOnly = openSession(addTestAccount(['control.combineLogic']));
    const games = await call<ListResult<{ gameId: number; targetRtp: number; minRtp: number; maxRtp: number }>>(
      '/api/control/game/list',
      { token: logicOnly, query: { gameId: 1001 } },
    );
    expect(games.state).toBe(1);
    expect(games.result.list[0]).toMatchObject({ gameId: 1001 });
    const save = await call('/api/control/game/save', { token: logicOnly, body: { id: 1001 } });
    expect(save).toMatchObject({ state: 0, msg: '无权限' });
  });

  it('is platform only: type 2 and 3 accounts are refused even when their role holds the keys', async () => {
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    const body = { items: [{ combineId: id(1), weight: 1 }] };
    for (const token of [team, merchant]) {
      expect(await list(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await save(token, body)).toMatchObject({ state: 0, msg: '无权限' });
    }
    const reader = openSession(addTestAccount(['control.combineLogic']));
    expect((await list(reader)).state).toBe(1);
    expect(await save(reader, body)).toMatchObject({ state: 0, msg: '无权限' });
    const staff = openSession(addTestAccount(['control.combineLogic', 'control.combineLogic.save']));
    expect((await save(staff, body)).state).toBe(1);
  });
});
