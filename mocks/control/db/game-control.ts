// 游戏控制 (control.md 1.6): one RTP control row per game of game.index (new games included). The seed takes the
// target from the game's `rtp` (independent after that) and seeded mode, tolerance, bounds (target ± 4, kept in
// 50-120) and `minRounds`; saves are stored as patches. Today's figures come from the day aggregate of counted orders
// (the one report.game reads), so they equal report.game's rows for today.
// Decided here: a save may leave fields out (they keep their values); the checks, min <= target <= max included,
// run on the row as it would be stored. A target change appends a mode-3 correction (afterRtp = the new target);
// sending the same target again is no change and records nothing.
// Left to 1.7: `currentRtp` reads the stored corrections (manual and target); the derived auto rows join it there.
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { checkedNumber, type NumberRule } from '@mocks/lib/number-rules';
import { numberField, textField } from '@mocks/lib/params';
import { createRng, round2 } from '@mocks/lib/random';
import { db, mutate, nextId } from '@mocks/lib/store';
import { mockNow } from '@mocks/lib/clock';
import { formatTime, startOfToday } from '@mocks/lib/time';
import { gameRecords } from '@mocks/game/db/catalog';
import { collect } from '@mocks/report/db/collect';
import { amountOf } from '@mocks/report/db/sums';
import { SEEDED_AT } from '@mocks/control/db/combines';
import { expectedRtpOf } from '@mocks/control/db/logic';
import type { ControlMsgKey } from '@mocks/control/db/messages';
import type { GameControlPatch } from '@mocks/control/db/state';
import type { GameControlRow } from '@/api/control';

type Settings = Required<Omit<GameControlPatch, 'updatedAt' | 'operator'>>;

function seedSettings(gameId: number, rtp: number): Settings {
  const rng = createRng('controlGame', gameId);
  return {
    targetRtp: rtp,
    controlMode: rng.chance(0.75) ? 2 : 1,
    tolerance: rng.pick([0.5, 1, 1.5, 2]),
    minRtp: round2(Math.max(50, rtp - 4)),
    maxRtp: round2(Math.min(120, rtp + 4)),
    minRounds: rng.pick([100, 200, 500]),
    status: rng.chance(0.9) ? 1 : 0,
    remark: '',
  };
}

/** The working RTP: the newest stored correction's `afterRtp`, else the target. */
export function workingRtpOf(gameId: number, targetRtp: number): number {
  const rows = db().control.manualCorrections.filter((c) => c.gameId === gameId);
  const newest = rows.reduce<(typeof rows)[number] | undefined>((a, c) => (!a || c.at >= a.at ? c : a), undefined);
  return newest?.afterRtp ?? targetRtp;
}

type Today = { bet: number; bounds: number; rounds: number };

/** Today's counted orders per game, CNY per (day, currency) group then summed (README 0.3), in cents. */
function todayByGame(): Map<number, Today> {
  const groups = collect(
    { period: 'day', days: [startOfToday()] },
    { cellsOf: (a) => a.cells, keep: () => true, keyOf: (c) => `${c.gameId}|${c.currencyCode}` },
  );
  const out = new Map<number, Today>();
  for (const g of groups) {
    const t = out.get(g.cell.gameId) ?? { bet: 0, bounds: 0, rounds: 0 };
    out.set(g.cell.gameId, { bet: t.bet + g.cny.bet, bounds: t.bounds + g.cny.bounds, rounds: t.rounds + g.sums.roundCount });
  }
  return out;
}

export function gameControlRows(): GameControlRow[] {
  const patches = db().control.games;
  const today = todayByGame();
  return gameRecords()
    .sort((a, b) => a.gid - b.gid)
    .map((g) => {
      const patch = patches[g.gid] ?? {};
      const s = { ...seedSettings(g.gid, g.rtp), ...patch };
      const t = today.get(g.gid) ?? { bet: 0, bounds: 0, rounds: 0 };
      const bet = amountOf(t.bet);
      const bounds = amountOf(t.bounds);
      return {
        id: g.gid,
        gameId: g.gid,
        gameName: g.name,
        classifyName: g.classifyName,
        targetRtp: s.targetRtp,
        currentRtp: workingRtpOf(g.gid, s.targetRtp),
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
        updateTime: formatTime(patch.updatedAt ?? SEEDED_AT),
        operator: patch.operator ?? 'admin',
      };
    });
}

const RULES: [keyof Settings, NumberRule, ControlMsgKey][] = [
  ['targetRtp', { min: 80, max: 99.99, decimals: 2 }, 'targetInvalid'],
  ['controlMode', { min: 1, max: 2, decimals: 0 }, 'modeInvalid'],
  ['tolerance', { min: 0.1, max: 10, decimals: 2 }, 'toleranceInvalid'],
  ['minRtp', { min: 50, max: 120, decimals: 2 }, 'boundInvalid'],
  ['maxRtp', { min: 50, max: 120, decimals: 2 }, 'boundInvalid'],
  ['minRounds', { min: 0, max: 1_000_000, decimals: 0 }, 'minRoundsInvalid'],
  ['status', { min: 0, max: 1, decimals: 0 }, 'statusInvalid'],
];

/** Saves a game's control settings; a changed target restarts the working RTP from it (a mode-3 correction). */
export function saveGameControl(body: Record<string, unknown>, operator: string): Outcome<GameControlRow, ControlMsgKey> {
  const id = numberField(body, 'id') ?? numberField(body, 'gameId');
  const current = gameControlRows().find((r) => r.id === id);
  if (!current) return refuse('gameNotFound');
  const patch: GameControlPatch = {};
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
  const at = mockNow();
  mutate((s) => {
    s.control.games[current.id] = { ...s.control.games[current.id], ...patch, updatedAt: at, operator };
    if (next.targetRtp === current.targetRtp) return;
    s.control.manualCorrections.push({
      id: nextId(s),
      gameId: current.id,
      mode: 3,
      targetRtp: next.targetRtp,
      afterRtp: next.targetRtp,
      at,
      operator,
      remark: patch.remark ?? '',
    });
  });
  return accept(gameControlRows().find((r) => r.id === current.id) as GameControlRow);
}
