// 游戏控制 (control.md 1.6): one RTP control row per game of game.index (new games included), with the settings of
// game-settings.ts (seed plus stored edits). Today's figures come from the day aggregate of counted orders (the one
// report.game reads), so they equal report.game's rows for today. `currentRtp` is the correction log's (1.7) newest
// `afterRtp`, auto rows included, read from corrections.ts.
// Decided here: a save may leave fields out (they keep their values); the checks, min <= target <= max included,
// run on the row as it would be stored. A target change is recorded by the correction log (`recordTargetChange`, a
// mode-3 row with afterRtp = the new target); sending the same target again is no change and records nothing.
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { checkedNumber, type NumberRule } from '@mocks/lib/number-rules';
import { numberField, textField } from '@mocks/lib/params';
import { round2 } from '@mocks/lib/random';
import { mutate } from '@mocks/domain/store';
import { mockNow } from '@mocks/lib/clock';
import { formatTime, startOfToday } from '@mocks/lib/time';
import { gameRecords } from '@mocks/domain/orders/games';
import { cnyOf, rateFn } from '@mocks/domain/reports/collect';
import { dayGameCells } from '@mocks/domain/reports/day-aggregate';
import { dayText } from '@mocks/domain/reports/period';
import { amountOf, cents } from '@mocks/domain/reports/sums';
import { SEEDED_AT } from '@mocks/control/db/combines';
import { expectedRtpOf } from '@mocks/control/db/logic';
import { recordTargetChange, workingRtps } from '@mocks/control/db/corrections';
import { gameSettings, type GameSettings } from '@mocks/control/db/game-settings';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { GameControlEdit } from '@mocks/domain/control-state';
import type { GameControlRow } from '@/api/control';

type Today = { bet: number; bounds: number; rounds: number };

/** Today's counted orders per game, CNY per (day, currency) group then summed (README 0.3), in cents: from the day's
 * counted sums by (game, currency), the same groups report.game converts (collect.ts), without building the day's
 * whole aggregate (player cells, rounds, bet diff) the page does not read. */
function todayByGame(): Map<number, Today> {
  const today = startOfToday();
  const date = dayText(today);
  const rate = rateFn();
  const out = new Map<number, Today>();
  for (const c of dayGameCells(today)) {
    const r = rate(c.currencyCode, date);
    const t = out.get(c.gameId) ?? { bet: 0, bounds: 0, rounds: 0 };
    out.set(c.gameId, {
      bet: t.bet + cents(cnyOf(amountOf(c.sums.bet), r)),
      bounds: t.bounds + cents(cnyOf(amountOf(c.sums.bounds), r)),
      rounds: t.rounds + c.sums.roundCount,
    });
  }
  return out;
}

export function gameControlRows(): GameControlRow[] {
  const games = new Map(gameRecords().map((g) => [g.gid, g]));
  const today = todayByGame();
  const working = workingRtps();
  return gameSettings().map((s) => {
    const g = games.get(s.gameId)!;
    const t = today.get(g.gid) ?? { bet: 0, bounds: 0, rounds: 0 };
    const bet = amountOf(t.bet);
    const bounds = amountOf(t.bounds);
    return {
      id: g.gid,
      gameId: g.gid,
      gameName: g.name,
      classifyName: g.classifyName,
      targetRtp: s.targetRtp,
      currentRtp: working.get(g.gid) ?? s.targetRtp,
      expectedRtp: expectedRtpOf(g.gid),
      todayRtp: bet === 0 ? null : round2((bounds / bet) * 100),
      todayBetAmountCny: bet,
      todayBoundsAmountCny: bounds,
      todayRoundCount: t.rounds,
      controlMode: s.controlMode,
      tolerance: s.tolerance,
      minRtp: s.minRtp,
      maxRtp: s.maxRtp,
      minRounds: s.minRounds,
      status: s.status,
      remark: s.remark,
      updateTime: formatTime(s.updatedAt ?? SEEDED_AT),
      operator: s.operator ?? 'admin',
    };
  });
}

type Editable = Omit<GameSettings, 'gameId' | 'seedTargetRtp' | 'updatedAt' | 'operator'>;

const RULES: [keyof Editable, NumberRule, ControlMsgKey][] = [
  ['targetRtp', { min: 80, max: 99.99, decimals: 2 }, 'targetInvalid'],
  ['controlMode', { min: 1, max: 2, decimals: 0 }, 'modeInvalid'],
  ['tolerance', { min: 0.1, max: 10, decimals: 2 }, 'toleranceInvalid'],
  ['minRtp', { min: 50, max: 120, decimals: 2 }, 'boundInvalid'],
  ['maxRtp', { min: 50, max: 120, decimals: 2 }, 'boundInvalid'],
  ['minRounds', { min: 0, max: 1_000_000, decimals: 0 }, 'minRoundsInvalid'],
  ['status', { min: 0, max: 1, decimals: 0 }, 'statusInvalid'],
];

/** A save checked, not yet stored: the row now, the row it would make, and the fields sent. */
export type GameControlPlan = { current: GameControlRow; next: GameControlRow; patch: Partial<Editable> };

/** Every check of a save (control.md 1.6), on the row as it would be stored; nothing is stored. */
export function planGameControl(body: Record<string, unknown>): Outcome<GameControlPlan, ControlMsgKey> {
  const id = numberField(body, 'id') ?? numberField(body, 'gameId');
  const current = gameControlRows().find((r) => r.id === id);
  if (!current) return refuse('gameNotFound');
  const patch: Partial<Editable> = {};
  for (const [key, rule, miss] of RULES) {
    const checked = checkedNumber(body, key, rule);
    if (!checked.ok) return refuse(miss);
    if (checked.value !== undefined) Object.assign(patch, { [key]: checked.value });
  }
  if (body.remark !== undefined) {
    const remark = textField(body, 'remark');
    if ([...remark].length > 200) return refuse('remarkInvalid');
    patch.remark = remark;
  }
  const next = { ...current, ...patch };
  if (!(next.minRtp <= next.targetRtp && next.targetRtp <= next.maxRtp)) return refuse('boundOrder');
  return accept({ current, next, patch });
}

/** The settings a save changes, as `{field, before, after}` (operations.md 7.1). */
export const gameControlChanges = ({ current, next }: GameControlPlan) =>
  RULES.map(([key]) => key)
    .filter((key) => current[key] !== next[key])
    .map((field) => ({ field, before: current[field], after: next[field] }));

/** Stores a checked save; a changed target restarts the working RTP from it (a mode-3 correction). */
export function applyGameControl(plan: GameControlPlan, operator: string): GameControlRow {
  const { current, next, patch } = plan;
  const { targetRtp: _target, ...stored } = patch;
  const edit: GameControlEdit = { gameId: current.id, at: mockNow(), operator, patch: stored };
  mutate((s) => {
    s.control.gameEdits = [...(s.control.gameEdits ?? []), edit];
  });
  if (next.targetRtp !== current.targetRtp)
    recordTargetChange(current.id, next.targetRtp, operator, patch.remark ?? '');
  return gameControlRows().find((r) => r.id === current.id) as GameControlRow;
}
