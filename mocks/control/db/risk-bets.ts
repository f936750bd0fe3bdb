// control.bet (control.md 1.8): the counted rounds (README 0.1) that hit a risk rule, read from the day aggregates'
// round tuples (mock-data.md 6.2; a 7-day list never touches raw orders), with the thresholds read from system.config
// on every call, so a change on the config page moves the next answer. A round's day is its base order's settlement
// day (1.9); CNY uses the rate of that day. Reviews are the only stored part (roundId -> last review).
// Decided where the contract leaves room:
// - A threshold key that is missing or not a positive number falls back to its default (50, 5000), so a broken
//   config never empties or floods the list.
// - Rule 2 compares the net win in CNY, `round2(boundsAmountCny − betAmountCny)` with each side converted first.
// - Review of an id that is not a risk row of the history (or not a round at all) refuses the whole batch: ids must
//   be rows the caller could have seen, and a partial review would be silent.
import { mockNow } from '@mocks/lib/clock';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { round2 } from '@mocks/lib/random';
import { db, mutate } from '@mocks/domain/store';
import { DAY_MS, formatTime, startOfDay, type TimeRange } from '@mocks/lib/time';
import { orgOf } from '@mocks/domain/org/org';
import { getPlayer } from '@mocks/domain/players/players';
import { dayAggregate, type DayAggregate } from '@mocks/domain/reports/day-aggregate';
import type { RoundTuple } from '@mocks/domain/reports/day-rounds';
import { dayText, historyStart } from '@mocks/domain/reports/period';
import { amountOf } from '@mocks/domain/reports/sums';
import { configRecords } from '@mocks/domain/settings/config';
import { rateOn, rateRecords } from '@mocks/domain/rates/currency-rate';
import type { RateRecord } from '@mocks/domain/rates/currency-state';
import { gameRecords } from '@mocks/domain/orders/games';
import { combineFinder } from '@mocks/control/db/combines';
import type { RiskBetRow } from '@/api/control-risk';

export const RISK_DEFAULTS = { bigWinMultiple: 50, bigWinAmountCny: 5000 } as const;
export const MAX_REVIEW_IDS = 200;

export type Thresholds = { bigWinMultiple: number; bigWinAmountCny: number };

function configNumber(key: string, fallback: number): number {
  const value = Number(configRecords().find((c) => c.key === key)?.value);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Read on every call (1.8: a config change applies to the next list call). */
export function thresholds(): Thresholds {
  return {
    bigWinMultiple: configNumber('risk.bigWinMultiple', RISK_DEFAULTS.bigWinMultiple),
    bigWinAmountCny: configNumber('risk.bigWinAmountCny', RISK_DEFAULTS.bigWinAmountCny),
  };
}

/** The rules a round hits (1, 2, 3), with its CNY figures. */
export function riskOf(round: RoundTuple, rate: number, limits: Thresholds) {
  const betAmount = amountOf(round.betCents);
  const boundsAmount = amountOf(round.payoutCents);
  const winMultiple = round2(boundsAmount / betAmount);
  const betAmountCny = round2(betAmount * rate);
  const boundsAmountCny = round2(boundsAmount * rate);
  const riskTypes: number[] = [];
  if (winMultiple >= limits.bigWinMultiple) riskTypes.push(1);
  if (round2(boundsAmountCny - betAmountCny) >= limits.bigWinAmountCny) riskTypes.push(2);
  if (round.poolWinCents > 0) riskTypes.push(3);
  return { betAmount, boundsAmount, winMultiple, betAmountCny, boundsAmountCny, riskTypes };
}

type Combine = { combineId: number; combineName: string };

function toRow(round: RoundTuple, risk: ReturnType<typeof riskOf>, gameName: string, combine: Combine): RiskBetRow {
  const org = orgOf(round.merchantId);
  const review = db().control.betReviews[round.pid];
  return {
    id: round.pid,
    playerId: round.playerId,
    playerName: getPlayer(round.playerId)?.playerName ?? '',
    merchantTeamId: org.merchantTeamId,
    merchantTeamName: org.merchantTeamName,
    merchantId: round.merchantId,
    merchantName: org.merchantName,
    gameId: round.gameId,
    gameName,
    currencyCode: round.currencyCode,
    ...risk,
    riskTypes: [...risk.riskTypes],
    prizePoolWinAmount: amountOf(round.poolWinCents),
    ...combine,
    betTime: formatTime(round.betAt),
    settleTime: formatTime(round.settleAt),
    reviewStatus: review?.reviewStatus ?? 0,
    reviewer: review?.reviewer ?? '',
    reviewTime: review ? formatTime(review.at) : '',
    reviewRemark: review?.remark ?? '',
  };
}

type RiskRound = { round: RoundTuple; risk: ReturnType<typeof riskOf> };
type DayRisks = { currencies: string[]; key?: string; rounds?: RiskRound[] };

// A day's risk rounds, kept with its aggregate (a rebuilt aggregate, after an order of the day changed or the day
// grew, starts afresh) for the thresholds and that day's rates they were found with: a 7-day list then reads the
// week's few hundred risk rounds instead of rating every counted round again, and a threshold or rate change is a
// new key, so the next call follows it (1.8).
const risksByDay = new WeakMap<DayAggregate, DayRisks>();

function risksOfDay(day: number, limits: Thresholds, rates: readonly RateRecord[]): RiskRound[] {
  const aggregate = dayAggregate(day);
  let entry = risksByDay.get(aggregate);
  if (!entry)
    risksByDay.set(aggregate, (entry = { currencies: [...new Set(aggregate.rounds.map((r) => r.currencyCode))] }));
  const text = dayText(day);
  const rateOf = new Map(entry.currencies.map((code) => [code, rateOn(code, text, rates)]));
  const key = `${limits.bigWinMultiple}|${limits.bigWinAmountCny}|${[...rateOf.values()].join(',')}`;
  if (entry.key === key && entry.rounds) return entry.rounds;
  const rounds: RiskRound[] = [];
  for (const round of aggregate.rounds) {
    const risk = riskOf(round, rateOf.get(round.currencyCode)!, limits);
    if (risk.riskTypes.length > 0) rounds.push({ round, risk });
  }
  entry.key = key;
  entry.rounds = rounds;
  return rounds;
}

/** Risk rows whose round settled (base order's `balanceTime`) inside the range, newest settlement first. */
export function riskBets(range: TimeRange, keep: (round: RoundTuple) => boolean = () => true): RiskBetRow[] {
  const limits = thresholds();
  const rates = rateRecords();
  const names = new Map(gameRecords().map((g) => [g.gid, g.name]));
  const combineOf = combineFinder();
  const rows: RiskBetRow[] = [];
  const first = Math.max(startOfDay(range.start), historyStart());
  for (let day = first; day <= startOfDay(range.end); day += DAY_MS) {
    for (const { round, risk } of risksOfDay(day, limits, rates)) {
      if (round.baseAt < range.start || round.baseAt >= range.end + 1000 || !keep(round)) continue;
      rows.push(toRow(round, risk, names.get(round.gameId) ?? '', combineOf(round.gameId, risk.winMultiple)));
    }
  }
  return rows.sort((a, b) =>
    a.settleTime === b.settleTime ? (a.id < b.id ? 1 : -1) : a.settleTime < b.settleTime ? 1 : -1,
  );
}

export type ReviewRefusal = 'reviewIds' | 'reviewStatus' | 'reviewRemark' | 'reviewNotRisk';

/** The risk row of a round id (a 15-digit pid: day number, player id, round), in the history, or undefined. */
function riskRowOf(id: string, allowed: (row: RiskBetRow) => boolean): RiskBetRow | undefined {
  if (!/^\d{15}$/.test(id)) return undefined;
  const generated = Number(id.slice(0, 5)) * DAY_MS - 8 * 3_600_000;
  // A round settles the day it was generated (day-rounds.ts), so one day's rows hold it.
  const row = riskBets({ start: generated, end: generated + DAY_MS - 1000 }, (r) => r.pid === id)[0];
  return row && allowed(row) ? row : undefined;
}

/** Marks 1-200 risk rows normal (1) or abnormal (2); abnormal needs a 4-200 character remark. */
export function reviewBets(
  input: { ids: unknown; reviewStatus: number | undefined; remark: string },
  reviewer: string,
  allowed: (row: RiskBetRow) => boolean,
): Outcome<null, ReviewRefusal> {
  const { ids, reviewStatus, remark } = input;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_REVIEW_IDS || ids.some((id) => typeof id !== 'string'))
    return refuse('reviewIds', { max: MAX_REVIEW_IDS });
  if (reviewStatus !== 1 && reviewStatus !== 2) return refuse('reviewStatus');
  if (remark.length > 200 || (reviewStatus === 2 && remark.length < 4)) return refuse('reviewRemark');
  const unique = [...new Set(ids as string[])];
  const missing = unique.find((id) => !riskRowOf(id, allowed));
  if (missing !== undefined) return refuse('reviewNotRisk', { id: missing });
  const at = mockNow();
  mutate((s) => {
    for (const id of unique) s.control.betReviews[id] = { reviewStatus, reviewer, at, remark };
  });
  return accept(null);
}
