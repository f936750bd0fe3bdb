// @vitest-environment node
// Combine hit reports (control.md 1.3, 1.4; reports.md A9): through the real handlers, Σ hitCount of a (day, game)
// is report.game's roundCount; a month is the sum of its days to the cent with its ratios recomputed; a summary is
// the sum of its rows; the memory window starts at today or the game's last reset; platform staff only.
import { describe, expect, it } from 'vitest';
import { firstGameId, logicOf } from '@mocks/control/db/logic';
import { round2 } from '@mocks/lib/random';
import { mutate } from '@mocks/domain/store';
import { parseTime } from '@mocks/lib/time';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { centsSum, dayOf, listAll, span } from '@mocks/report/tests/support';
import type { CombineRow, LogicRow } from '@/api/control';
import type { CombineMemoryRow, CombineStatRow, CombineTotalRow } from '@/api/control-reports';

withMockServer();

const GAME = firstGameId();
const TOTAL = '/api/control/combineReportTotal/list';
const MEMORY = '/api/control/combineReportMemory/list';
const total = (token: string, query: Record<string, string | number>) => listAll<CombineTotalRow>(token, TOTAL, query);
const memory = (token: string, query: Record<string, string | number> = {}) =>
  listAll<CombineMemoryRow>(token, MEMORY, query);
const reset = (token: string, body: object) => call<null>('/api/control/combineReportMemory/reset', { token, body });

/** Σ of a count per `${statDate}|${gameId}`. */
function byDayGame<R extends { statDate: string; gameId: number }>(rows: readonly R[], pick: (r: R) => number) {
  const out = new Map<string, number>();
  for (const r of rows) out.set(`${r.statDate}|${r.gameId}`, (out.get(`${r.statDate}|${r.gameId}`) ?? 0) + pick(r));
  return out;
}

function expectSummary(rows: readonly CombineStatRow[], summary: Record<string, number>) {
  const bet = centsSum(rows, (r) => r.betAmountCny);
  const bounds = centsSum(rows, (r) => r.boundsAmountCny);
  expect(summary).toEqual({
    hitCount: rows.reduce((s, r) => s + r.hitCount, 0),
    betAmountCny: bet,
    boundsAmountCny: bounds,
    rtp: bet === 0 ? 0 : round2((bounds / bet) * 100),
  });
}

describe('control.combineReportTotal', () => {
  it('counts exactly report.game’s rounds per day and game (A9), with a summary equal to its rows', async () => {
    const token = await login();
    const date = span(dayOf(-2), dayOf(-1));
    const hits = await total(token, { date });
    const games = await listAll<{ statDate: string; gameId: number; roundCount: number }>(
      token,
      '/api/report/game/list',
      {
        date,
      },
    );
    expect(hits.list.length).toBeGreaterThan(0);
    expect(byDayGame(hits.list, (r) => r.hitCount)).toEqual(byDayGame(games.list, (r) => r.roundCount));
    expect(hits.list.every((r) => r.hitCount >= 1)).toBe(true);
    expectSummary(hits.list, hits.summary);
    // Ratios are relative to the (day, game); the default order is newest day first.
    const dayGame = byDayGame(hits.list, (r) => r.hitCount);
    for (const r of hits.list)
      expect(r.hitRate).toBe(round2((r.hitCount / dayGame.get(`${r.statDate}|${r.gameId}`)!) * 100));
    expect(hits.list[0]!.statDate).toBe(dayOf(-1));
    // A filter keeps the game-relative ratios; the summary follows the filter.
    const one = hits.list[0]!;
    const filtered = await total(token, { date, gameId: one.gameId, combineId: one.combineId });
    expect(filtered.list.find((r) => r.statDate === one.statDate)).toEqual(one);
    expectSummary(filtered.list, filtered.summary);
  });

  it('makes a month the sum of its days to the cent, ratios recomputed from the sums', async () => {
    const token = await login();
    const date = span(dayOf(-4), dayOf(-1));
    const days = (await total(token, { date })).list;
    // A month view over the same days: the month rows sum the days inside the request's months that have data, so
    // compare against the days of the month of dayOf(-1) fetched over the whole month.
    const month = dayOf(-1).slice(0, 7);
    const monthDays = (await total(token, { date: span(`${month}-01`, dayOf(0)) })).list;
    const months = (await total(token, { period: 'month', date })).list.filter((r) => r.statDate === month);
    expect(days.length).toBeGreaterThan(0);
    expect(months.length).toBeGreaterThan(0);
    const inMonth = monthDays.filter((r) => r.statDate.startsWith(month));
    const gameHits = new Map<number, number>();
    const gameBet = new Map<number, number>();
    for (const r of inMonth) {
      gameHits.set(r.gameId, (gameHits.get(r.gameId) ?? 0) + r.hitCount);
      gameBet.set(r.gameId, round2((gameBet.get(r.gameId) ?? 0) + r.betAmountCny));
    }
    for (const m of months) {
      const parts = inMonth.filter((r) => r.gameId === m.gameId && r.combineId === m.combineId);
      expect(m.hitCount).toBe(parts.reduce((s, r) => s + r.hitCount, 0));
      expect(m.betAmountCny).toBe(centsSum(parts, (r) => r.betAmountCny));
      expect(m.boundsAmountCny).toBe(centsSum(parts, (r) => r.boundsAmountCny));
      expect(m.hitRate).toBe(round2((m.hitCount / gameHits.get(m.gameId)!) * 100));
      expect(m.rtpContribution).toBe(round2((m.boundsAmountCny / gameBet.get(m.gameId)!) * 100));
    }
    expect(months.reduce((s, r) => s + r.hitCount, 0)).toBe(inMonth.reduce((s, r) => s + r.hitCount, 0));
  });

  it('judges a day against the weights in force at its end, a month against its days weighted by hits', async () => {
    const token = await login();
    const seeds = logicOf(GAME, 1).list;
    const noWin = seeds[0]!.combineId;
    const sharesWith = (weight: number) => {
      const weights = seeds.map((l) => (l.combineId === noWin ? weight : l.weight));
      const sum = weights.reduce((a, b) => a + b, 0);
      return new Map(seeds.map((l, i) => [l.combineId, round2((weights[i]! / sum) * 100)]));
    };
    // Saved two days ago at noon (900), then again now (300): before that noon the seed weights were in force.
    const noon = parseTime(`${dayOf(-2)} 12:00:00`)!;
    mutate((st) => {
      st.control.weights[`${GAME}:1:${noWin}`] = { weight: 900, at: noon, operator: 'admin' };
    });
    const saved = await call('/api/control/combineLogic/save', {
      token,
      body: { gameId: GAME, tier: 1, items: [{ combineId: noWin, weight: 300 }] },
    });
    expect(saved.state).toBe(1);
    const sharesOn = (day: string) =>
      day === dayOf(0) ? sharesWith(300) : day >= dayOf(-2) ? sharesWith(900) : sharesWith(seeds[0]!.weight);

    const month = dayOf(-1).slice(0, 7);
    const days = (await total(token, { gameId: GAME, date: span(`${month}-01`, dayOf(0)) })).list;
    expect(new Set(days.map((r) => r.statDate)).size).toBeGreaterThan(1);
    for (const r of days) {
      expect(r.expectRate, `${r.statDate} ${r.combineName}`).toBe(sharesOn(r.statDate).get(r.combineId));
      expect(r.deviation).toBe(round2(r.hitRate - r.expectRate));
    }
    const gameHits = byDayGame(days, (r) => r.hitCount);
    const months = (await total(token, { gameId: GAME, period: 'month', date: span(dayOf(-1), dayOf(-1)) })).list;
    expect(months.length).toBeGreaterThan(0);
    for (const m of months) {
      let weighted = 0;
      let hits = 0;
      for (const [key, n] of gameHits) {
        const day = key.split('|')[0]!;
        if (!day.startsWith(m.statDate)) continue;
        weighted += sharesOn(day).get(m.combineId)! * n;
        hits += n;
      }
      expect(m.expectRate, m.combineName).toBe(round2(weighted / hits));
    }
  });

  it('keeps the report area’s period rules', async () => {
    const token = await login();
    expect((await call(TOTAL, { token, query: { date: span(dayOf(-31), dayOf(0)) } })).state).toBe(0);
    expect((await call(TOTAL, { token, query: { period: 'week' } })).state).toBe(0);
    expect((await call(TOTAL, { token, query: { date: span(dayOf(-30), dayOf(0)), pageSize: 1 } })).state).toBe(1);
  });
});

describe('control.combineReportMemory', () => {
  it('lists every pool of every game since today 00:00, equal to today’s total, with tier-1 expected rates', async () => {
    const token = await login();
    const rows = await memory(token);
    const pools = (
      await call<{ list: CombineRow[] }>('/api/control/combine/list', { token, query: { pageSize: 1000 } })
    ).result.list;
    expect(rows.list.map((r) => r.combineId).sort()).toEqual(pools.map((p) => p.id).sort());
    expect(rows.list.every((r) => r.memoryStart === `${dayOf(0)} 00:00:00` && /^game-\d$/.test(r.node))).toBe(true);
    expect(rows.list.some((r) => r.hitCount === 0)).toBe(true);
    expectSummary(rows.list, rows.summary);
    const today = (await total(token, {})).list;
    for (const t of today) {
      const m = rows.list.find((r) => r.combineId === t.combineId)!;
      expect([m.hitCount, m.betAmountCny, m.hitRate, m.rtpContribution]).toEqual([
        t.hitCount,
        t.betAmountCny,
        t.hitRate,
        t.rtpContribution,
      ]);
    }
    const gameId = rows.list[0]!.gameId;
    const logic = (
      await call<{ list: LogicRow[] }>('/api/control/combineLogic/list', { token, query: { gameId, tier: 1 } })
    ).result.list;
    for (const l of logic) {
      const m = rows.list.find((r) => r.combineId === l.combineId)!;
      expect([m.expectRate, m.deviation]).toEqual([l.share, round2(m.hitRate - l.share)]);
    }
  });

  it('keeps a disabled pool’s hits (1.9), with expected rate 0', async () => {
    const token = await login();
    const before = (await memory(token)).list.find((r) => r.hitCount > 0 && r.maxMultiple !== 0)!;
    const pool = (
      await call<{ list: CombineRow[] }>('/api/control/combine/list', { token, query: { pageSize: 1000 } })
    ).result.list.find((p) => p.id === before.combineId)!;
    expect((await call('/api/control/combine/save', { token, body: { ...pool, status: 0 } })).state).toBe(1);
    const after = (await memory(token)).list.find((r) => r.combineId === before.combineId)!;
    expect([after.hitCount, after.expectRate]).toEqual([before.hitCount, 0]);
  });

  it('follows a bound moved on the pool page: hits move between neighbours, the game’s sum stays', async () => {
    const token = await login();
    const before = (await memory(token)).list;
    const pools = (
      await call<{ list: CombineRow[] }>('/api/control/combine/list', { token, query: { pageSize: 1000 } })
    ).result.list;
    const pool = pools.find((p) => p.maxMultiple === 5)!;
    const saved = await call('/api/control/combine/save', { token, body: { ...pool, maxMultiple: 4 } });
    expect(saved.state, saved.msg).toBe(1);
    const after = (await memory(token)).list;
    const hitsOf = (rows: CombineMemoryRow[], id: number) => rows.find((r) => r.combineId === id)!.hitCount;
    const sumOf = (rows: CombineMemoryRow[]) =>
      rows.filter((r) => r.gameId === pool.gameId).reduce((s, r) => s + r.hitCount, 0);
    expect(hitsOf(after, pool.id)).toBeLessThan(hitsOf(before, pool.id));
    expect(sumOf(after)).toBe(sumOf(before));
  });

  it('restarts a game’s window at its reset, or every game’s', async () => {
    const token = await login();
    const before = (await memory(token)).list;
    const gameId = before[0]!.gameId;
    const other = before.find((r) => r.gameId !== gameId)!.gameId;
    expect((await reset(token, { gameId: 999_999 })).state).toBe(0);
    expect((await reset(token, { gameId })).state).toBe(1);
    const after = (await memory(token)).list;
    const start = after.find((r) => r.gameId === gameId)!.memoryStart;
    expect(start > `${dayOf(0)} 00:00:00`).toBe(true);
    expect(after.filter((r) => r.gameId === gameId).every((r) => r.memoryStart === start)).toBe(true);
    const hitsOf = (rows: CombineMemoryRow[], g: number) =>
      rows.filter((r) => r.gameId === g).reduce((s, r) => s + r.hitCount, 0);
    // Right after the reset nothing is counted (control.md 1.3: counts since memoryStart), though the mock shows
    // rounds timed later today (VITE_MOCK_HORIZON=day): they were on the counters the reset cleared.
    expect(hitsOf(before, gameId)).toBeGreaterThan(0);
    expect(hitsOf(after, gameId)).toBe(0);
    expect(hitsOf(after, other)).toBe(hitsOf(before, other));
    expect(after.find((r) => r.gameId === other)!.memoryStart).toBe(`${dayOf(0)} 00:00:00`);
    expect((await reset(token, {})).state).toBe(1);
    const all = await memory(token);
    expect(all.list.every((r) => r.memoryStart > `${dayOf(0)} 00:00:00`)).toBe(true);
    expect(all.summary.hitCount).toBe(0);
  });

  it('answers platform staff only', async () => {
    const admin = await login();
    for (const username of ['team', 'merchant']) {
      const scope = ACCOUNTS.find((a) => a.username === username)!;
      const token = openSession(addTestAccount(ALL_PERMISSIONS, scope));
      expect((await call(MEMORY, { token })).state).toBe(0);
      expect((await call(TOTAL, { token })).state).toBe(0);
      expect((await reset(token, {})).state).toBe(0);
    }
    const staff = openSession(
      addTestAccount([
        'control.combineReportMemory',
        'control.combineReportMemory.reset',
        'control.combineReportTotal',
      ]),
    );
    expect((await call(MEMORY, { token: staff })).state).toBe(1);
    expect((await call(TOTAL, { token: staff })).state).toBe(1);
    expect((await reset(staff, {})).state).toBe(1);
    const viewer = openSession(addTestAccount(['control.combineReportMemory']));
    expect((await reset(viewer, {})).state).toBe(0);
    expect((await call(MEMORY, { token: admin })).state).toBe(1);
  });
});
