// control.gameRtpCorrection (control.md 1.7, 1.9): the audit log of a game's working RTP. Auto rows (mode 1) are
// derived on read from the day aggregates (mock-data.md 6.1-6.2): one per game and completed day when the game runs
// auto correction, the day had at least `minRounds` counted rounds and its CNY RTP ran outside the tolerance of the
// target in force at the cycle; `afterRtp = clamp(round2(2 × target − actual), minRtp, maxRtp)` at the next day
// 00:10:00, each with the settings in force when its cycle ran (1.9: kept with the time of each change in
// game-settings.ts, so a later edit never rewrites a row). Manual (mode 2) and target (mode 3) rows are stored in `state.control.manualCorrections` and never
// removed; this file is their one writer (control.game's save records its target change through
// `recordTargetChange`). One `beforeRtp` chain runs over all three kinds in `correctTime` order, and its last
// `afterRtp` is control.game's `currentRtp` (`workingRtps`).
// What a read costs: the list reads the days of its span and, for a game with rows there, the walk back to its row
// before (`correctionRows(gameId, from)`); `currentRtp` each game's walk back to its newest row, the whole history for
// a game that never left its tolerance. The days' counted sums are kept by day-aggregate.ts (dropped when an order's
// status changes); the rows are computed on every read, so a settings edit or a stored row invalidates nothing here.
// Decided where the contract leaves room:
// - An auto row shows once its `correctTime` has passed (yesterday's cycle appears at 00:10 today).
// - The day's CNY figures convert per (day, currency) and then add (README 0.3), like `report.game`'s summary.
// - Auto row ids are `dayNumber × 10000 + gameId` (stable on every read); stored rows take the store's sequence.
// - Rows at the same instant keep auto before stored, then by id.
import { gameRecords } from '@mocks/domain/orders/games';
import { mockNow } from '@mocks/lib/clock';
import { decimalPlaces } from '@mocks/lib/params';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { round2 } from '@mocks/lib/random';
import { db, mutate, nextId } from '@mocks/domain/store';
import { DAY_MS, dayNumber, formatTime, startOfToday } from '@mocks/lib/time';
import { dayGameCells } from '@mocks/domain/reports/day-aggregate';
import { dayText, historyStart } from '@mocks/domain/reports/period';
import { amountOf } from '@mocks/domain/reports/sums';
import { rateFn, type RateFn } from '@mocks/domain/reports/collect';
import {
  gameSettingsOf,
  settingsHistories,
  settingsHistoryOf,
  type GameSettings,
  type SettingsHistory,
} from '@mocks/control/db/game-settings';
import type { StoredCorrection } from '@mocks/domain/control-state';
import type { CorrectionRow } from '@/api/control-risk';

const CYCLE_DELAY_MS = 10 * 60_000;

type Entry = Omit<CorrectionRow, 'gameName' | 'beforeRtp' | 'adjust' | 'correctTime'> & { at: number };

type Cycle = { roundCount: number; betAmountCny: number; boundsAmountCny: number };

const NO_CYCLE: Cycle = { roundCount: 0, betAmountCny: 0, boundsAmountCny: 0 };

/** The completed days' counted figures of every game, read for one call: rounds, and bet and payout in CNY (per
 * currency, then summed), each day's cells read and converted once (one read of the rate table). */
function cycleReader(): (gameId: number, day: number) => Cycle {
  const rate = rateFn();
  const days = new Map<number, Map<number, Cycle>>();
  return (gameId, day) => {
    let games = days.get(day);
    if (!games) days.set(day, (games = cyclesOn(day, rate)));
    return games.get(gameId) ?? NO_CYCLE;
  };
}

/** One day's figures by game: of every game, or at least of `games` when given. */
function cyclesOn(day: number, rate: RateFn, games?: ReadonlySet<number>): Map<number, Cycle> {
  const date = dayText(day);
  const cents = new Map<number, { roundCount: number; bet: number; bounds: number }>();
  for (const cell of dayGameCells(day, games)) {
    const r = rate(cell.currencyCode, date);
    const sums = cents.get(cell.gameId) ?? { roundCount: 0, bet: 0, bounds: 0 };
    sums.roundCount += cell.sums.roundCount;
    sums.bet += Math.round(amountOf(cell.sums.bet) * r * 100);
    sums.bounds += Math.round(amountOf(cell.sums.bounds) * r * 100);
    cents.set(cell.gameId, sums);
  }
  const out = new Map<number, Cycle>();
  for (const [gameId, c] of cents)
    out.set(gameId, { roundCount: c.roundCount, betAmountCny: amountOf(c.bet), boundsAmountCny: amountOf(c.bounds) });
  return out;
}

type Cycles = ReturnType<typeof cycleReader>;

/** The auto row (mode 1) of one game's cycle `day`, or null: not yet due, the game not in auto control then, too few
 * rounds, or within tolerance. Computed with the settings in force when the cycle ran (1.9), so a later edit of the
 * game leaves it as it was. */
function autoEntryOn(history: SettingsHistory, day: number, now: number, cycles: Cycles): Entry | null {
  const at = cycleAt(day);
  if (at > now) return null;
  const settings = history.at(at);
  if (!runsAuto(settings)) return null;
  const cycle = cycles(settings.gameId, day);
  if (cycle.roundCount < settings.minRounds || cycle.betAmountCny <= 0) return null;
  const actualRtp = round2((cycle.boundsAmountCny / cycle.betAmountCny) * 100);
  const { targetRtp } = settings;
  if (Math.abs(actualRtp - targetRtp) <= settings.tolerance) return null;
  const afterRtp = Math.min(settings.maxRtp, Math.max(settings.minRtp, round2(2 * targetRtp - actualRtp)));
  return {
    id: dayNumber(day) * 10000 + settings.gameId,
    gameId: settings.gameId,
    mode: 1,
    cycleDate: dayText(day),
    ...cycle,
    actualRtp,
    targetRtp,
    afterRtp,
    at,
    operator: 'system',
    remark: '',
  };
}

/** When the cycle of `day` runs: the next day at 00:10. */
const cycleAt = (day: number) => day + DAY_MS + CYCLE_DELAY_MS;

const runsAuto = (settings: GameSettings) => settings.controlMode === 2 && settings.status === 1;

/** The auto rows of one game due from `from` on (a cycle before then reads no day). */
function autoEntries(history: SettingsHistory, now: number, from: number, cycles: Cycles): Entry[] {
  const out: Entry[] = [];
  for (let day = historyStart(); day < startOfToday(now); day += DAY_MS) {
    if (cycleAt(day) < from) continue;
    const entry = autoEntryOn(history, day, now, cycles);
    if (entry) out.push(entry);
  }
  return out;
}

function storedEntry(c: StoredCorrection): Entry {
  return {
    id: c.id,
    gameId: c.gameId,
    mode: c.mode,
    cycleDate: null,
    roundCount: 0,
    betAmountCny: 0,
    boundsAmountCny: 0,
    actualRtp: null,
    targetRtp: c.targetRtp,
    afterRtp: c.afterRtp,
    at: c.at,
    operator: c.operator,
    remark: c.remark,
  };
}

/** The chain's order: by time; at one instant auto rows (mode 1) before stored ones, then by id. */
function chainOrder(a: { at: number; mode: number; id: number }, b: { at: number; mode: number; id: number }) {
  return a.at - b.at || a.mode - b.mode || a.id - b.id;
}

/** An entry as the log shows it, after the working RTP `before`. */
function shownRow({ at, ...e }: Entry, before: number, gameName: string): CorrectionRow & { at: number } {
  return { ...e, gameName, beforeRtp: before, adjust: round2(e.afterRtp - before), correctTime: formatTime(at), at };
}

/**
 * The rows of every game (or one game) from `from` on (by `correctTime`; all by default), oldest first, with the
 * `beforeRtp` chain: a game's first row there follows its working RTP just before `from` (`workingRtpsBefore`), so
 * a span of the log reads the days of the span and, for the games with rows in it, the walk back to their row before.
 */
export function correctionRows(gameId?: number, from = -Infinity): (CorrectionRow & { at: number })[] {
  const now = mockNow();
  const cycles = cycleReader();
  const names = new Map(gameRecords().map((g) => [g.gid, g.name]));
  const stored = db().control.manualCorrections;
  const games: { history: SettingsHistory; entries: Entry[] }[] = [];
  for (const history of settingsHistories()) {
    if (gameId !== undefined && history.gameId !== gameId) continue;
    const entries = [
      ...autoEntries(history, now, from, cycles),
      ...stored.filter((c) => c.gameId === history.gameId && c.at >= from).map(storedEntry),
    ].sort(chainOrder);
    if (entries.length) games.push({ history, entries });
  }
  const working = workingRtpsBefore(
    games.map((g) => g.history),
    from,
    now,
  );
  const out: (CorrectionRow & { at: number })[] = [];
  for (const { history, entries } of games) {
    let before = working.get(history.gameId) ?? history.current.seedTargetRtp;
    for (const entry of entries) {
      out.push(shownRow(entry, before, names.get(entry.gameId) ?? ''));
      before = entry.afterRtp;
    }
  }
  return out;
}

/**
 * Every game's working RTP (control.game `currentRtp`): the `afterRtp` of its newest row; games without rows are
 * absent. The games' walk back (`workingRtpsBefore`), not the whole log.
 */
export function workingRtps(): Map<number, number> {
  return workingRtpsBefore(settingsHistories(), Infinity, mockNow());
}

/**
 * The games' working RTP just before `t`: each one's `afterRtp` of its newest row due before then; a game without one
 * is absent. An auto row's `afterRtp` does not depend on the rows before it, so this walks back from the newest cycle
 * due before `t`, day by day for all the games at once, each until its first auto row or its newest stored row before
 * `t`: one or two days for a game that left its tolerance lately, the whole history for one that never did. A day is
 * added up for the games still walking only (on most days the few that never reach their `minRounds`).
 */
function workingRtpsBefore(histories: readonly SettingsHistory[], t: number, now: number): Map<number, number> {
  const stored = db().control.manualCorrections;
  const rate = rateFn();
  const out = new Map<number, number>();
  let open = histories.map((history) => {
    let newest: StoredCorrection | undefined;
    for (const c of stored)
      if (c.gameId === history.gameId && c.at < t && (!newest || chainOrder(c, newest) > 0)) newest = c;
    return { history, newest };
  });
  for (let day = startOfToday(now) - DAY_MS; open.length > 0 && day >= historyStart(); day -= DAY_MS) {
    const at = cycleAt(day);
    if (at >= t) continue;
    // Rows at the same instant keep auto before stored: an auto row is the newest only when strictly later.
    const stopped = open.filter((w) => w.newest && at <= w.newest.at);
    for (const w of stopped) out.set(w.history.gameId, w.newest!.afterRtp);
    open = open.filter((w) => !stopped.includes(w));
    // A cycle when the game was not in auto control reads no day.
    const due = open.filter((w) => at <= now && runsAuto(w.history.at(at)));
    if (due.length === 0) continue;
    const cycles = cyclesOn(day, rate, new Set(due.map((w) => w.history.gameId)));
    const read = (gameId: number) => cycles.get(gameId) ?? NO_CYCLE;
    for (const w of due) {
      const entry = autoEntryOn(w.history, day, now, read);
      if (!entry) continue;
      out.set(w.history.gameId, entry.afterRtp);
      open = open.filter((o) => o !== w);
    }
  }
  for (const w of open) if (w.newest) out.set(w.history.gameId, w.newest.afterRtp);
  return out;
}

function append(entry: Omit<StoredCorrection, 'id' | 'at'>): CorrectionRow {
  // The new row is the newest (auto rows are never later than now, and at the same instant sort first), so its
  // beforeRtp is the game's working RTP just before it: its walk-back, not the whole 62-day log of the game.
  const history = settingsHistoryOf(entry.gameId);
  const working = history ? workingRtpsBefore([history], Infinity, mockNow()).get(entry.gameId) : undefined;
  const before = working ?? history?.current.seedTargetRtp ?? entry.targetRtp;
  const row = mutate((s) => {
    const added = { ...entry, id: nextId(s), at: mockNow() };
    s.control.manualCorrections.push(added);
    return added;
  });
  const { at: _at, ...shown } = shownRow(
    storedEntry(row),
    before,
    gameRecords().find((g) => g.gid === entry.gameId)?.name ?? '',
  );
  return shown;
}

/** A target change (control.game save, 1.6): a mode-3 row whose `afterRtp` is the new target. */
export function recordTargetChange(gameId: number, targetRtp: number, operator: string, remark = ''): CorrectionRow {
  return append({ gameId, mode: 3, targetRtp, afterRtp: targetRtp, operator, remark });
}

export type CorrectionRefusal = 'gameRequired' | 'afterRtpRange' | 'correctionRemark';

/** A manual correction (mode 2): `afterRtp` within the game's bounds (2 decimals), a 4-200 character remark. */
export function saveManualCorrection(
  input: { gameId: number | undefined; afterRtp: number | undefined; remark: string },
  operator: string,
): Outcome<CorrectionRow, CorrectionRefusal> {
  const settings = input.gameId === undefined ? undefined : gameSettingsOf(input.gameId);
  if (!settings) return refuse('gameRequired');
  const { afterRtp, remark } = input;
  const bounds = { min: settings.minRtp, max: settings.maxRtp };
  if (afterRtp === undefined || afterRtp < bounds.min || afterRtp > bounds.max || decimalPlaces(afterRtp) > 2)
    return refuse('afterRtpRange', bounds);
  const length = [...remark].length;
  if (length < 4 || length > 200) return refuse('correctionRemark');
  return accept(
    append({ gameId: settings.gameId, mode: 2, targetRtp: settings.targetRtp, afterRtp, operator, remark }),
  );
}
