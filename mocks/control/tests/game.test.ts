// @vitest-environment node
// 游戏控制 (control.md 1.6): one row per game of game.index, today's figures equal report.game's for today, the
// expected RTP is tier 1's of the combine logic, the save's checks (min <= target <= max on the server) next to
// accepted saves, the target change (a mode-3 row of the correction log that restarts the working RTP), `currentRtp`
// as the log's newest afterRtp, and platform only.
import { afterEach, describe, expect, it } from 'vitest';
import { resetClockSkew, setClockSkew } from '@mocks/lib/clock';
import { startOfToday } from '@mocks/lib/time';
import { gameControlRows } from '@mocks/control/db/game-control';
import {
  clearDayAggregates,
  dayAggregate,
  dayGenerations,
  type DayAggregate,
} from '@mocks/domain/reports/day-aggregate';
import { db } from '@mocks/domain/store';
import { round2 } from '@mocks/lib/random';
import { gameRecords } from '@mocks/domain/orders/games';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { dayOf, listAll, span } from '@mocks/report/tests/support';
import type { ListResult } from '@/api/common';
import type { GameControlRow } from '@/api/control';
import type { CorrectionRow } from '@/api/control-risk';
import type { GameReportRow } from '@/api/report';

withMockServer();

const GAME = 1001;
const list = (token: string, query: Record<string, string | number> = {}) =>
  call<ListResult<GameControlRow>>('/api/control/game/list', { token, query: { pageSize: 1000, ...query } });
const save = (token: string, body: Record<string, unknown>, lang?: string) =>
  call<GameControlRow>('/api/control/game/save', { token, lang, body: { id: GAME, ...body } });
const rowOf = async (token: string, gameId = GAME) => (await list(token, { gameId })).result.list[0]!;

describe('control.game list', () => {
  it('has one seeded row per game, target from game.index, expected RTP from tier 1', async () => {
    const admin = await login();
    const rows = (await list(admin)).result.list;
    const games = gameRecords();
    expect(rows.map((r) => r.id).sort()).toEqual(games.map((g) => g.gid).sort());
    for (const row of rows) {
      const game = games.find((g) => g.gid === row.id)!;
      expect(row).toMatchObject({ gameId: game.gid, gameName: game.name, targetRtp: game.rtp });
      expect(row.minRtp).toBeLessThanOrEqual(row.targetRtp);
      expect(row.targetRtp).toBeLessThanOrEqual(row.maxRtp);
    }
    const logic = await call<{ summary: { expectedRtp: number } }>('/api/control/combineLogic/list', {
      token: admin,
      query: { gameId: GAME, tier: 1 },
    });
    expect((await rowOf(admin)).expectedRtp).toBe(logic.result.summary.expectedRtp);
    expect((await rowOf(admin)).expectedRtp).toBe(96.88);
    expect((await list(admin)).result.list).toEqual(rows);
  }, 120_000);

  it("seeds the target from the game's rtp as it entered game.index, independent of later edits there", async () => {
    const admin = await login();
    const seeded = await rowOf(admin);
    const edit = (body: Record<string, unknown>) =>
      call<{ gid: number }>('/api/game/index/save', { token: admin, body });
    const game = gameRecords().find((g) => g.gid === GAME)!;
    expect((await edit({ id: GAME, name: game.name, rtp: 90.5 })).state).toBe(1);
    expect(await rowOf(admin)).toMatchObject({ targetRtp: seeded.targetRtp, currentRtp: seeded.currentRtp });
    expect(await rowOf(admin)).toMatchObject({ minRtp: seeded.minRtp, maxRtp: seeded.maxRtp });
    // A new game starts from the rtp it was created with, and keeps it when the game's rtp is edited later.
    const created = await edit({ name: 'Control Seed', classifyId: 2, rtp: 93.25 });
    expect((await rowOf(admin, created.result.gid)).targetRtp).toBe(93.25);
    expect((await edit({ id: created.result.gid, name: 'Control Seed', rtp: 97 })).state).toBe(1);
    expect(await rowOf(admin, created.result.gid)).toMatchObject({ targetRtp: 93.25, minRtp: 89.25, maxRtp: 97.25 });
  });

  it("takes today's figures from the counted orders, equal to report.game's rows for today", async () => {
    const admin = await login();
    const report = await listAll<GameReportRow>(admin, '/api/report/game/list');
    const rows = (await list(admin)).result.list;
    expect(rows.some((r) => r.todayRoundCount > 0)).toBe(true);
    for (const row of rows) {
      const mine = report.list.filter((r) => r.gameId === row.gameId);
      const cents = (pick: (r: GameReportRow) => number) =>
        mine.reduce((s, r) => s + Math.round(pick(r) * 100), 0) / 100;
      expect(row.todayBetAmountCny).toBe(cents((r) => r.betAmountCny));
      expect(row.todayBoundsAmountCny).toBe(cents((r) => r.boundsAmountCny));
      expect(row.todayRoundCount).toBe(mine.reduce((s, r) => s + r.roundCount, 0));
      expect(row.todayRtp).toBe(
        row.todayBetAmountCny === 0 ? null : round2((row.todayBoundsAmountCny / row.todayBetAmountCny) * 100),
      );
    }
  });
});

describe("today's figures as the day goes by (issue 34 item 17)", () => {
  const horizon = process.env.VITE_MOCK_HORIZON;
  afterEach(() => {
    process.env.VITE_MOCK_HORIZON = horizon;
    resetClockSkew();
  });

  it('add the orders that came in since the last read instead of generating the whole day again', () => {
    // The platform's clock: rows timed later today stay hidden until their time, so today's figures move on every
    // call. Noon, then an hour later.
    process.env.VITE_MOCK_HORIZON = 'now';
    const noon = startOfToday() + 12 * 3_600_000;
    setClockSkew(noon - Date.now());
    const rounds = () => gameControlRows().reduce((sum, r) => sum + r.todayRoundCount, 0);
    const atNoon = rounds();
    const generations = dayGenerations();
    setClockSkew(noon + 3_600_000 - Date.now());
    const later = rounds();
    expect(later).toBeGreaterThan(atNoon);
    expect(dayGenerations()).toBe(generations);
    // What was added equals the day generated afresh at that hour.
    const kept = dayAggregate(startOfToday());
    clearDayAggregates(startOfToday());
    const fresh = dayAggregate(startOfToday());
    const sorted = (a: DayAggregate) => ({
      cells: a.cells.map((c) => JSON.stringify(c)).sort(),
      playerCells: a.playerCells.map((c) => JSON.stringify(c)).sort(),
      betDiff: a.betDiff.map((c) => JSON.stringify(c)).sort(),
      rounds: a.rounds.map((r) => JSON.stringify(r)).sort(),
    });
    expect(sorted(kept)).toEqual(sorted(fresh));
  }, 120_000);
});

describe('control.game save', () => {
  it('checks min <= target <= max on the row as stored, each refusal next to an accepted save', async () => {
    const admin = await login();
    const row = await rowOf(admin);
    expect(await save(admin, { targetRtp: round2(row.minRtp - 0.01) })).toMatchObject({
      state: 0,
      msg: '须满足 最小RTP ≤ 目标RTP ≤ 最大RTP',
    });
    expect((await save(admin, { minRtp: 97, maxRtp: 96 }, 'en-US')).msg).toBe(
      'The RTPs must satisfy minimum ≤ target ≤ maximum',
    );
    expect((await save(admin, { targetRtp: 99.5, maxRtp: 100 })).state).toBe(1);
    expect((await save(admin, { targetRtp: 79.99 })).msg).toBe('目标RTP须为80到99.99之间的数，最多2位小数');
    expect((await save(admin, { targetRtp: 100 })).state).toBe(0);
    expect((await save(admin, { targetRtp: 96.123 })).state).toBe(0);
    expect((await save(admin, { tolerance: 0.09 })).msg).toBe('容差须为0.1到10之间的数，最多2位小数');
    expect((await save(admin, { tolerance: 10 })).state).toBe(1);
    expect((await save(admin, { minRtp: 49.99 })).msg).toBe('RTP上下限须为50到120之间的数，最多2位小数');
    expect((await save(admin, { maxRtp: 120.01 })).state).toBe(0);
    expect((await save(admin, { controlMode: 3 })).msg).toBe('控制模式无效');
    expect((await save(admin, { minRounds: 1.5 })).msg).toBe('最少局数须为0到1000000的整数');
    expect((await save(admin, { status: 2 })).msg).toBe('状态无效');
    expect((await save(admin, { remark: 'x'.repeat(201) })).msg).toBe('备注不能超过200个字符');
    expect((await save(admin, { id: 999 })).msg).toBe('游戏不存在');
    const saved = await save(admin, { controlMode: 1, minRounds: 0, status: 0, minRtp: 50, remark: '观察' });
    expect(saved.result).toMatchObject({ controlMode: 1, minRounds: 0, status: 0, minRtp: 50, remark: '观察' });
    expect(saved.result).toMatchObject({ targetRtp: 99.5, maxRtp: 100, tolerance: 10, operator: 'admin' });
  });

  it('records a mode-3 correction on a target change, restarting the working RTP; the same target records none', async () => {
    const admin = await login();
    const row = await rowOf(admin);
    const target = round2(row.targetRtp - 1);
    const changed = await save(admin, { targetRtp: target, remark: '下调' });
    expect(changed.result).toMatchObject({ targetRtp: target, currentRtp: target });
    expect(db().control.manualCorrections).toEqual([
      expect.objectContaining({ gameId: GAME, mode: 3, targetRtp: target, afterRtp: target, operator: 'admin' }),
    ]);
    expect((await save(admin, { targetRtp: target, tolerance: 2 })).state).toBe(1);
    expect((await save(admin, { tolerance: 1 })).state).toBe(1);
    expect(db().control.manualCorrections).toHaveLength(1);
    // The target change is the correction log's newest row, through the one writer.
    const log = await call<ListResult<CorrectionRow>>('/api/control/gameRtpCorrection/list', {
      token: admin,
      query: { gameId: GAME, pageSize: 1 },
    });
    expect(log.result.list[0]).toMatchObject({ mode: 3, afterRtp: target, remark: '下调' });
  });

  it("shows as currentRtp the correction log's newest afterRtp, auto rows included (1.6, 1.7)", async () => {
    const admin = await login();
    const rows = (await list(admin)).result.list;
    const newest = async (gameId: number) =>
      (
        await call<ListResult<CorrectionRow>>('/api/control/gameRtpCorrection/list', {
          token: admin,
          query: { gameId, pageSize: 1, date: span(dayOf(-30), dayOf(0)) },
        })
      ).result.list[0];
    let autoSeen = 0;
    for (const row of rows.slice(0, 6)) {
      const last = await newest(row.gameId);
      expect(row.currentRtp, `${row.gameId}`).toBe(last?.afterRtp ?? row.targetRtp);
      if (last?.mode === 1) autoSeen += 1;
    }
    expect(autoSeen).toBeGreaterThan(0);
    // A manual correction moves it at once.
    const mine = rows.find((r) => r.gameId === GAME)!;
    const manual = await call<CorrectionRow>('/api/control/gameRtpCorrection/save', {
      token: admin,
      body: { gameId: GAME, afterRtp: mine.minRtp, remark: '人工下调测试' },
    });
    expect(manual.state, manual.msg).toBe(1);
    expect((await rowOf(admin)).currentRtp).toBe(mine.minRtp);
  }, 120_000);

  it('is platform only: type 2 and 3 accounts are refused even when their role holds the keys', async () => {
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    for (const token of [team, merchant]) {
      expect(await list(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await save(token, { tolerance: 1 })).toMatchObject({ state: 0, msg: '无权限' });
    }
    const reader = openSession(addTestAccount(['control.game']));
    expect((await list(reader)).state).toBe(1);
    expect(await save(reader, { tolerance: 1 })).toMatchObject({ state: 0, msg: '无权限' });
    const staff = openSession(addTestAccount(['control.game', 'control.game.save']));
    expect((await save(staff, { tolerance: 1 })).state).toBe(1);
  });
});
