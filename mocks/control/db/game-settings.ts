// control.game's settings per game (control.md 1.6, 1.9): the seed, with each save (control.game.save) over it from
// the instant it was made, so the settings in force at any past time are known: the correction log's auto rows are
// computed with those of their cycle, and a later edit never changes them (1.9 "auto rows and later edits"). The one
// reader of them: game-control.ts answers the current ones on its rows and checks saves against them; corrections.ts
// runs the auto rule with each cycle's and bounds manual corrections with the current ones.
// The target in force is the newest target-change (mode 3) correction's before the time, else the seed: a target
// change has one record, the correction log's row. Seed: the target is the game's `rtp` as it entered game.index (seeded, or as
// created), so a later edit of the game's rtp on the game page leaves the control row alone (1.6); mode, tolerance and `minRounds` are drawn per game, bounds are
// target ± 4 kept in 50-120. The first four games (by id) run auto correction with tolerance ≤ 1 and `minRounds` 100,
// so the history has auto rows (1.9 seeds).
import { createRng, round2 } from '@mocks/lib/random';
import { db } from '@mocks/domain/store';
import { enteredRtp, gameRecords } from '@mocks/domain/orders/games';
import type { GameControlEdit, GameControlPatch, StoredCorrection } from '@mocks/domain/control-state';

export type GameSettings = Required<Omit<GameControlPatch, 'updatedAt' | 'operator'>> & {
  gameId: number;
  targetRtp: number;
  /** The seeded target, before any target change: where a game's correction chain starts. */
  seedTargetRtp: number;
  updatedAt?: number;
  operator?: string;
};

const AUTO_SEEDED = 4;

function seeded(gameId: number, rtp: number, index: number): GameSettings {
  const rng = createRng('controlGame', gameId);
  const auto = index < AUTO_SEEDED;
  const controlMode = rng.chance(0.75) ? 2 : 1;
  const tolerance = rng.pick([0.5, 1, 1.5, 2]);
  const minRounds = rng.pick([100, 200, 500]);
  const status = rng.chance(0.9) ? 1 : 0;
  return {
    gameId,
    seedTargetRtp: rtp,
    targetRtp: rtp,
    controlMode: auto ? 2 : controlMode,
    tolerance: auto ? Math.min(tolerance, 1) : tolerance,
    minRtp: round2(Math.max(50, rtp - 4)),
    maxRtp: round2(Math.min(120, rtp + 4)),
    minRounds: auto ? 100 : minRounds,
    status: auto ? 1 : status,
    remark: '',
  };
}

/** One game's settings over time: the seed, then each save (and each target change) from its instant on. */
export type SettingsHistory = {
  gameId: number;
  /** The settings in force now. */
  current: GameSettings;
  /** The settings in force just before `at` (a change at `at` itself is not yet in force). */
  at(at: number): GameSettings;
};

function historyOf(seed: GameSettings, edits: readonly GameControlEdit[], targets: readonly StoredCorrection[]) {
  const at = (time: number): GameSettings => {
    let settings = seed;
    for (const e of edits)
      if (e.at < time) settings = { ...settings, ...e.patch, updatedAt: e.at, operator: e.operator };
    let targetRtp = seed.targetRtp;
    for (const c of targets) if (c.at < time) targetRtp = c.afterRtp;
    return { ...settings, targetRtp };
  };
  return { gameId: seed.gameId, current: at(Infinity), at };
}

/** Every game's settings history, by game id order (new games included). */
export function settingsHistories(): SettingsHistory[] {
  const { gameEdits = [], manualCorrections } = db().control;
  const edits = new Map<number, GameControlEdit[]>();
  for (const e of gameEdits) edits.set(e.gameId, [...(edits.get(e.gameId) ?? []), e]);
  const targets = new Map<number, StoredCorrection[]>();
  for (const c of manualCorrections) if (c.mode === 3) targets.set(c.gameId, [...(targets.get(c.gameId) ?? []), c]);
  const byTime = (a: { at: number }, b: { at: number }) => a.at - b.at;
  return gameRecords()
    .sort((a, b) => a.gid - b.gid)
    .map((g, i) =>
      historyOf(
        seeded(g.gid, enteredRtp(g.gid), i),
        (edits.get(g.gid) ?? []).sort(byTime),
        (targets.get(g.gid) ?? []).sort(byTime),
      ),
    );
}

export function settingsHistoryOf(gameId: number): SettingsHistory | undefined {
  return settingsHistories().find((h) => h.gameId === gameId);
}

/** Every game's settings in force now, by game id. */
export function gameSettings(): GameSettings[] {
  return settingsHistories().map((h) => h.current);
}

export function gameSettingsOf(gameId: number): GameSettings | undefined {
  return settingsHistoryOf(gameId)?.current;
}
