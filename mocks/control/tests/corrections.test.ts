// @vitest-environment node
// control.gameRtpCorrection (control.md 1.7, 1.9): auto rows are exactly the (game, completed day) cycles of
// `report.game` that the rule corrects, with `afterRtp = clamp(2 × target − actual)`; the target in force at a cycle is
// the newest mode-3 row before it; one `beforeRtp` chain runs over auto, manual and target rows; the manual correction
// keeps to the game's bounds; platform staff only. Reads the whole history, so the day aggregates are warmed first.
import { describe, expect, it } from 'vitest';
import { gameSettings } from '@mocks/control/db/game-settings';
import { correctionRows, recordTargetChange, workingRtps } from '@mocks/control/db/corrections';
import { controlCorrectionHandlers } from '@mocks/control/handlers/corrections';
import { controlGameHandlers } from '@mocks/control/handlers/game';
import { round2 } from '@mocks/lib/random';
import { mutate, nextId } from '@mocks/domain/store';
import { mockNow } from '@mocks/lib/clock';
import { formatTime, parseTime } from '@mocks/lib/time';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { dayOf, listAll, span, warmReports } from '@mocks/report/tests/support';
import type { CorrectionRow } from '@/api/control-risk';
import type { GameReportRow } from '@/api/report';

withMockServer();
warmReports();

const LAST_31 = span(dayOf(-30), dayOf(0));
const corrections = (token: string, query: Record<string, string | number> = {}) =>
  listAll<CorrectionRow>(token, '/api/control/gameRtpCorrection/list', { date: LAST_31, ...query });
const save = (token: string, body: object, lang = 'zh-CN') =>
  call<CorrectionRow>('/api/control/gameRtpCorrection/save', { token, body, lang });
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const auto = gameSettings().filter((s) => s.controlMode === 2 && s.status === 1);

/** The chain of one game, oldest first: each `beforeRtp` is the previous `afterRtp`. */
function expectChain(rows: CorrectionRow[], first: number) {
  let before = first;
  for (const row of rows) {
    expect(row.beforeRtp, `${row.id}`).toBe(before);
    expect(row.adjust).toBe(round2(row.afterRtp - row.beforeRtp));
    before = row.afterRtp;
  }
}

describe('seeds and routes', () => {
  it('seed at least three games that run auto correction with tolerance ≤ 1 and minRounds ≤ 200 (1.9)', () => {
    const seeded = auto.filter((s) => s.tolerance <= 1 && s.minRounds <= 200);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
  });

  it('have no remove: the log and the game rows are listed and saved only (an audit log; rows follow the games)', () => {
    const routes = [...controlCorrectionHandlers, ...controlGameHandlers].map((h) => `${h.info.method} ${h.info.path}`);
    expect(routes.sort()).toEqual([
      'GET */api/control/game/list',
      'GET */api/control/gameRtpCorrection/list',
      'POST */api/control/game/save',
      'POST */api/control/gameRtpCorrection/save',
    ]);
  });
});

describe('auto rows', () => {
  it('are the report.game cycles outside the tolerance, corrected by the rule', async () => {
    const token = await login();
    const days = Array.from({ length: 30 }, (_, i) => dayOf(-30 + i));
    const report = await listAll<GameReportRow>(token, '/api/report/game/list', { date: span(days[0]!, days.at(-1)!) });
    const rows = (await corrections(token, { mode: 1 })).list;
    expect(auto.length).toBeGreaterThanOrEqual(3);
    for (const s of auto.slice(0, 4)) {
      expect(
        rows.some((r) => r.gameId === s.gameId),
        `game ${s.gameId}`,
      ).toBe(true);
      for (const day of days) {
        const cells = report.list.filter((r) => r.gameId === s.gameId && r.statDate === day);
        const bet = round2(cells.reduce((sum, r) => sum + r.betAmountCny, 0));
        const bounds = round2(cells.reduce((sum, r) => sum + r.boundsAmountCny, 0));
        const rounds = cells.reduce((sum, r) => sum + r.roundCount, 0);
        const actual = bet > 0 ? round2((bounds / bet) * 100) : 0;
        const row = rows.find((r) => r.gameId === s.gameId && r.cycleDate === day);
        const corrected = rounds >= s.minRounds && bet > 0 && Math.abs(actual - s.seedTargetRtp) > s.tolerance;
        // A day's row is made at 00:10 the next day: in the ten minutes after midnight, yesterday has none yet.
        const madeAt = `${dayOf(days.indexOf(day) - 29)} 00:10:00`;
        expect(Boolean(row), `${s.gameId} ${day}`).toBe(corrected && madeAt <= formatTime(mockNow()));
        if (!row) continue;
        expect(row).toMatchObject({
          roundCount: rounds,
          betAmountCny: bet,
          boundsAmountCny: bounds,
          actualRtp: actual,
        });
        expect(row).toMatchObject({ targetRtp: s.seedTargetRtp, operator: 'system', mode: 1 });
        expect(row.afterRtp).toBe(clamp(round2(2 * s.seedTargetRtp - actual), s.minRtp, s.maxRtp));
        expect(row.correctTime).toBe(`${dayOf(days.indexOf(day) - 29)} 00:10:00`);
      }
    }
    const manual = gameSettings().find((s) => s.controlMode === 1)!;
    expect(rows.some((r) => r.gameId === manual.gameId)).toBe(false);
  }, 300_000);

  it('use the target in force at the cycle: the newest mode-3 row before it', async () => {
    const token = await login();
    const s = auto[0]!;
    const at = parseTime(`${dayOf(-10)} 12:00:00`)!;
    mutate((st) => {
      st.control.manualCorrections.push({
        id: 1,
        gameId: s.gameId,
        mode: 3,
        targetRtp: 90,
        afterRtp: 90,
        at,
        operator: 'admin',
        remark: '',
      });
    });
    const rows = (await corrections(token, { gameId: s.gameId })).list.reverse();
    const target = rows.find((r) => r.mode === 3)!;
    expect(target).toMatchObject({ targetRtp: 90, afterRtp: 90, correctTime: `${dayOf(-10)} 12:00:00` });
    for (const row of rows.filter((r) => r.mode === 1)) {
      const after = parseTime(row.correctTime)! > at;
      expect(row.targetRtp, row.correctTime).toBe(after ? 90 : s.seedTargetRtp);
      if (after) expect(row.afterRtp).toBe(clamp(round2(180 - row.actualRtp!), s.minRtp, s.maxRtp));
    }
    expect(rows.filter((r) => r.mode === 1 && parseTime(r.correctTime)! > at).length).toBeGreaterThan(0);
  }, 120_000);
});

describe('settings kept with their time (1.9: auto rows and later edits)', () => {
  it('a save of the game never rewrites a stored auto row, nor the working RTP it left', async () => {
    const token = await login();
    const s = auto[2]!;
    const before = (await corrections(token, { gameId: s.gameId })).list;
    expect(before.filter((r) => r.mode === 1).length).toBeGreaterThan(0);
    const working = workingRtps().get(s.gameId);
    // Bounds that would clamp every past row differently, a tolerance no cycle keeps to, then auto correction off.
    const saveGame = (body: object) => call('/api/control/game/save', { token, body: { id: s.gameId, ...body } });
    const bounds = { minRtp: round2(s.seedTargetRtp - 0.2), maxRtp: round2(s.seedTargetRtp + 0.2), tolerance: 0.1 };
    expect((await saveGame({ ...bounds, minRounds: 0 })).state).toBe(1);
    expect((await saveGame({ controlMode: 1, status: 0 })).state).toBe(1);
    expect((await corrections(token, { gameId: s.gameId })).list).toEqual(before);
    expect(workingRtps().get(s.gameId)).toBe(working);
  }, 120_000);

  it('computes each cycle with the settings in force when it ran', async () => {
    const token = await login();
    const s = auto[3]!;
    const before = (await corrections(token, { gameId: s.gameId, mode: 1 })).list;
    // As if saved ten days ago: from then on no cycle has enough rounds; the rows before stay as they were.
    const at = parseTime(`${dayOf(-10)} 12:00:00`)!;
    mutate((st) => {
      st.control.gameEdits = [
        ...(st.control.gameEdits ?? []),
        { gameId: s.gameId, at, operator: 'admin', patch: { minRounds: 1_000_000 } },
      ];
    });
    const after = (await corrections(token, { gameId: s.gameId, mode: 1 })).list;
    expect(after).toEqual(before.filter((r) => parseTime(r.correctTime)! < at));
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
  }, 120_000);
});

describe('the beforeRtp chain', () => {
  it('runs over auto, manual and target rows of each game, newest first on the wire', async () => {
    const token = await login();
    const s = auto[1]!;
    expect((await save(token, { gameId: s.gameId, afterRtp: s.minRtp, remark: '人工下调测试' })).state).toBe(1);
    recordTargetChange(s.gameId, 95.5, 'admin');
    const listed = await listAll<CorrectionRow>(token, '/api/control/gameRtpCorrection/list', {
      gameId: s.gameId,
      date: `${dayOf(-61)},${dayOf(0)} 23:59:59`,
    }).catch(() => undefined);
    expect(listed).toBeUndefined(); // beyond 31 days: refused
    const rows = (await corrections(token, { gameId: s.gameId })).list;
    const times = rows.map((r) => r.correctTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.slice(0, 2).map((r) => r.mode)).toEqual([3, 2]);
    expect(rows[0]).toMatchObject({ targetRtp: 95.5, afterRtp: 95.5, beforeRtp: s.minRtp });
    // The whole history in 31-day windows, oldest first.
    const older = (await corrections(token, { gameId: s.gameId, date: span(dayOf(-61), dayOf(-31)) })).list;
    const all = [...rows, ...older].reverse();
    expectChain(all, s.seedTargetRtp);
    expect(all.filter((r) => r.mode === 1).length).toBeGreaterThan(5);
  }, 120_000);

  it('from a time on is the whole log from then, beforeRtp included (a span reads its days and the walk back)', () => {
    const [a, b] = auto;
    const tie = parseTime(`${dayOf(-4)} 00:10:00`)!;
    mutate((st) => {
      const row = { targetRtp: 90, operator: 'admin', remark: '' };
      st.control.manualCorrections.push(
        { ...row, id: nextId(st), gameId: a!.gameId, mode: 3, afterRtp: 90, at: parseTime(`${dayOf(-12)} 12:00:00`)! },
        // At the instant of an auto row (the cycle of five days ago): the chain keeps the auto row first.
        { ...row, id: nextId(st), gameId: b!.gameId, mode: 2, afterRtp: b!.minRtp, at: tie },
        { ...row, id: nextId(st), gameId: a!.gameId, mode: 2, afterRtp: a!.maxRtp, at: tie - 3_600_000 },
      );
    });
    const whole = correctionRows();
    for (const from of [parseTime(`${dayOf(-6)} 00:00:00`)!, tie, tie + 1000, parseTime(`${dayOf(-30)} 00:00:00`)!]) {
      const since = whole.filter((r) => r.at >= from);
      expect(correctionRows(undefined, from), `${from}`).toEqual(since);
      for (const g of [a!, b!])
        expect(correctionRows(g.gameId, from)).toEqual(since.filter((r) => r.gameId === g.gameId));
    }
    // A span from just after a's target change: its first row follows the target (the walk back stops at it).
    const afterTarget = correctionRows(a!.gameId, parseTime(`${dayOf(-12)} 12:00:01`)!)[0]!;
    expect(afterTarget.beforeRtp).toBe(90);
  }, 120_000);
});

describe('manual correction', () => {
  it('keeps to the game bounds and needs a 4-200 character reason', async () => {
    const token = await login();
    const s = auto[2]!;
    const refused = [
      { afterRtp: round2(s.minRtp - 0.01), remark: '正常原因' },
      { afterRtp: round2(s.maxRtp + 0.01), remark: '正常原因' },
      { afterRtp: s.minRtp + 0.005, remark: '正常原因' },
      { afterRtp: s.minRtp, remark: 'abc' },
      { afterRtp: s.minRtp, remark: 'x'.repeat(201) },
      // three characters, six UTF-16 units: counted as characters
      { afterRtp: s.minRtp, remark: '𝒜𝒞𝒟' },
    ];
    for (const body of refused)
      expect((await save(token, { gameId: s.gameId, ...body })).state, JSON.stringify(body)).toBe(0);
    expect((await save(token, { afterRtp: s.minRtp, remark: '正常原因' })).state).toBe(0);
    const en = await save(token, { gameId: s.gameId, afterRtp: 200, remark: 'good reason' }, 'en-US');
    expect(en.msg).toBe(`The corrected RTP must be between ${s.minRtp}% and ${s.maxRtp}%, with at most 2 decimals`);
    const before = (await corrections(token, { gameId: s.gameId, pageSize: 1 })).list[0];
    const ok = await save(token, { gameId: s.gameId, afterRtp: s.maxRtp, remark: '正常原因' });
    expect(ok.state, ok.msg).toBe(1);
    expect(ok.result).toMatchObject({ mode: 2, afterRtp: s.maxRtp, operator: 'admin', cycleDate: null, roundCount: 0 });
    expect(ok.result.beforeRtp).toBe(before?.afterRtp ?? s.seedTargetRtp);
    expect((await corrections(token, { gameId: s.gameId, mode: 2 })).list[0]!.id).toBe(ok.result.id);
  }, 120_000);

  it('answers platform staff only, and the date keeps to 31 days', async () => {
    const admin = await login();
    const s = auto[0]!;
    for (const username of ['team', 'merchant']) {
      const scope = ACCOUNTS.find((a) => a.username === username)!;
      const token = openSession(addTestAccount(ALL_PERMISSIONS, scope));
      expect((await call('/api/control/gameRtpCorrection/list', { token })).state).toBe(0);
      expect((await save(token, { gameId: s.gameId, afterRtp: s.minRtp, remark: '正常原因' })).state).toBe(0);
    }
    const staff = openSession(addTestAccount(['control.gameRtpCorrection', 'control.gameRtpCorrection.save']));
    expect((await call('/api/control/gameRtpCorrection/list', { token: staff })).state).toBe(1);
    expect((await save(staff, { gameId: s.gameId, afterRtp: s.minRtp, remark: '正常原因' })).state).toBe(1);
    const long = await call('/api/control/gameRtpCorrection/list', {
      token: admin,
      query: { date: span(dayOf(-31), dayOf(0)) },
    });
    expect(long.state).toBe(0);
    const byDefault = await call<{ list: CorrectionRow[] }>('/api/control/gameRtpCorrection/list', {
      token: admin,
      query: { pageSize: 1000 },
    });
    expect(byDefault.state).toBe(1);
    const first = parseTime(`${dayOf(-6)} 00:00:00`)!;
    expect(byDefault.result.list.every((r) => parseTime(r.correctTime)! >= first)).toBe(true);
    expect(byDefault.result.list.length).toBeGreaterThan(0);
  }, 120_000);

  it("reads each game's working RTP as the whole log's newest afterRtp, without reading the whole log", () => {
    const expected = () => {
      const out = new Map<number, number>();
      for (const row of correctionRows()) out.set(row.gameId, row.afterRtp);
      return out;
    };
    expect(workingRtps()).toEqual(expected());
    // A stored row newer than every auto row wins; a later target change on another game too.
    const [a, b] = auto;
    const written = recordTargetChange(a!.gameId, a!.minRtp, 'admin');
    recordTargetChange(b!.gameId, b!.maxRtp, 'admin');
    expect(workingRtps()).toEqual(expected());
    // The row a save answers is the row the log then shows (its beforeRtp read by the same walk-back).
    const { at: _at, ...logged } = correctionRows(a!.gameId).find((r) => r.id === written.id)!;
    expect(written).toEqual(logged);
    expect(workingRtps().get(a!.gameId)).toBe(a!.minRtp);
  });
});
