// control.gameRtpCorrection (control.md 1.7, 1.9): the audit log of a game's working RTP. Auto rows (mode 1) are
// derived on read from the day aggregates (mock-data.md 6.1-6.2): one per game and completed day when the game runs
// auto correction, the day had at least `minRounds` counted rounds and its CNY RTP ran outside the tolerance of the
// target in force at the cycle; `afterRtp = clamp(round2(2 × target − actual), minRtp, maxRtp)` at the next day
// 00:10:00, each with the settings in force when its cycle ran (1.9: kept with the time of each change in
// game-settings.ts, so a later edit never rewrites a row). Manual (mode 2) and target (mode 3) rows are stored in `state.control.manualCorrections` and never
// removed; this file is their one writer (control.game's save records its target change through
// `recordTargetChange`). One `beforeRtp` chain runs over all three kinds in `correctTime` order, and its last
// `afterRtp` is control.game's `currentRtp` (`workingRtps`).
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
import { rateOn } from '@mocks/domain/rates/currency-rate';
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

/** A completed day's counted figures of one game: rounds, and bet and payout in CNY (per currency, then summed). */
function cycleOf(gameId: number, day: number) {
  const byCurrency = new Map<string, { bet: number; bounds: number }>();
  let roundCount = 0;
  for (const cell of dayGameCells(day)) {
    if (cell.gameId !== gameId) continue;
    roundCount += cell.sums.roundCount;
    const sums = byCurrency.get(cell.currencyCode) ?? { bet: 0, bounds: 0 };
    sums.bet += cell.sums.bet;
    sums.bounds += cell.sums.bounds;
    byCurrency.set(cell.currencyCode, sums);
  }
  let bet = 0;
  let bounds = 0;
  for (const [code, sums] of byCurrency) {
    const rate = rateOn(code, dayText(day));
    bet += Math.round(amountOf(sums.bet) * rate * 100);
    bounds += Math.round(amountOf(sums.bounds) * rate * 100);
  }
  return { roundCount, betAmountCny: amountOf(bet), boundsAmountCny: amountOf(bounds) };
}

/** The auto row (mode 1) of one game's cycle `day`, or null: not yet due, the game not in auto control then, too few
 * rounds, or within tolerance. Computed with the settings in force when the cycle ran (1.9), so a later edit of the
 * game leaves it as it was. */
function autoEntryOn(history: SettingsHistory, day: number, now: number): Entry | null {
  const at = day + DAY_MS + CYCLE_DELAY_MS;
  if (at > now) return null;
  const settings = history.at(at);
  if (!runsAuto(settings)) return null;
  const cycle = cycleOf(settings.gameId, day);
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

const runsAuto = (settings: GameSettings) => settings.controlMode === 2 && settings.status === 1;

function autoEntries(history: SettingsHistory, now: number): Entry[] {
  const out: Entry[] = [];
  for (let day = historyStart(); day < startOfToday(now); day += DAY_MS) {
    const entry = autoEntryOn(history, day, now);
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

/** Every row of every game (or one game), oldest first, with the `beforeRtp` chain. */
export function correctionRows(gameId?: number): (CorrectionRow & { at: number })[] {
  const now = mockNow();
  const names = new Map(gameRecords().map((g) => [g.gid, g.name]));
  const stored = db().control.manualCorrections;
  const out: (CorrectionRow & { at: number })[] = [];
  for (const history of settingsHistories()) {
    if (gameId !== undefined && history.gameId !== gameId) continue;
    const entries = [
      ...autoEntries(history, now),
      ...stored.filter((c) => c.gameId === history.gameId).map(storedEntry),
    ].sort(chainOrder);
    let before = history.current.seedTargetRtp;
    for (const entry of entries) {
      out.push(shownRow(entry, before, names.get(entry.gameId) ?? ''));
      before = entry.afterRtp;
    }
  }
  return out;
}

/**
 * Every game's working RTP (control.game `currentRtp`): the `afterRtp` of its newest row; games without rows are
 * absent. An auto row's `afterRtp` does not depend on the rows before it, so this walks back from the newest cycle
 * and stops at the first auto row, or at the newest stored row: one or two day aggregates per auto game instead of
 * the whole history `correctionRows` reads (the control.game list's first answer).
 */
export function workingRtps(): Map<number, number> {
  const now = mockNow();
  const newestStored = new Map<number, StoredCorrection>();
  for (const c of db().control.manualCorrections) {
    const seen = newestStored.get(c.gameId);
    if (!seen || chainOrder(c, seen) > 0) newestStored.set(c.gameId, c);
  }
  const out = new Map<number, number>();
  for (const history of settingsHistories()) {
    const rtp = workingRtpOf(history, newestStored.get(history.gameId), now);
    if (rtp !== undefined) out.set(history.gameId, rtp);
  }
  return out;
}

/** One game's working RTP, given its newest stored row: the walk-back of `workingRtps`. */
function workingRtpOf(history: SettingsHistory, stored: StoredCorrection | undefined, now: number) {
  // Rows at the same instant keep auto before stored: an auto row is the newest only when strictly later. A cycle
  // when the game was not in auto control costs no day aggregate (autoEntryOn asks the settings first).
  let auto: Entry | null = null;
  for (let day = startOfToday(now) - DAY_MS; !auto && day >= historyStart(); day -= DAY_MS) {
    if (stored && day + DAY_MS + CYCLE_DELAY_MS <= stored.at) break;
    auto = autoEntryOn(history, day, now);
  }
  return (auto ?? stored)?.afterRtp;
}

function append(entry: Omit<StoredCorrection, 'id' | 'at'>): CorrectionRow {
  // The new row is the newest (auto rows are never later than now, and at the same instant sort first), so its
  // beforeRtp is the game's working RTP just before it: its walk-back, not the whole 62-day log of the game.
  const history = settingsHistoryOf(entry.gameId);
  const stored = db()
    .control.manualCorrections.filter((c) => c.gameId === entry.gameId)
    .sort(chainOrder)
    .at(-1);
  const working = history ? workingRtpOf(history, stored, mockNow()) : undefined;
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
