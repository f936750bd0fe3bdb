// control.game's settings per game (control.md 1.6): the seed, with the stored patch (control.game.save) over it. The
// one reader of them: game-control.ts answers them on its rows and checks saves against them; corrections.ts runs the
// auto rule and bounds manual corrections with them.
// The target in force is the newest target-change (mode 3) correction's, else the seed: a target change has one
// record, the correction log's row. Seed: the target is the game's `rtp` as it entered game.index (seeded, or as
// created), so a later edit of the game's rtp on the game page leaves the control row alone (1.6); mode, tolerance and `minRounds` are drawn per game, bounds are
// target ± 4 kept in 50-120. The first four games (by id) run auto correction with tolerance ≤ 1 and `minRounds` 100,
// so the history has auto rows (1.9 seeds).
import { createRng, round2 } from '@mocks/lib/random';
import { db } from '@mocks/lib/store';
import { enteredRtp, gameRecords } from '@mocks/game/db/catalog';
import type { GameControlPatch } from '@mocks/control/db/state';

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

/** Every game's settings, by game id (new games included). */
export function gameSettings(): GameSettings[] {
  const { games: patches, manualCorrections } = db().control;
  const targets = new Map<number, { at: number; rtp: number }>();
  for (const c of manualCorrections)
    if (c.mode === 3 && c.at >= (targets.get(c.gameId)?.at ?? -Infinity))
      targets.set(c.gameId, { at: c.at, rtp: c.afterRtp });
  return gameRecords()
    .sort((a, b) => a.gid - b.gid)
    .map((g, i) => {
      const seed = seeded(g.gid, enteredRtp(g.gid), i);
      return { ...seed, ...patches[g.gid], targetRtp: targets.get(g.gid)?.rtp ?? seed.targetRtp };
    });
}

export function gameSettingsOf(gameId: number): GameSettings | undefined {
  return gameSettings().find((s) => s.gameId === gameId);
}
