// The RTP control settings of each game (control.md 1.6) that the correction log reads: target, mode, tolerance,
// bounds, minimum rounds, status. Seeded per game from `createRng('control', gid)`; the target starts at the game's
// seeded `rtp` in game.index (independent of later game.index edits) and then follows the mode-3 rows (a target change is a stored correction, 1.6). The game
// control page's stored edits (control.game.save, the pools' part of the area) are the one source for the other
// fields once that mock lands: its save calls `recordTargetChange` and this reader then takes its settings.
// Seeds (1.9): the first four games run auto correction (mode 2, on) with a tolerance ≤ 1 and `minRounds` 100, so the
// history has auto rows; the rest are drawn.
import { gameRecords, seededGame } from '@mocks/game/db/catalog';
import { createRng, round2 } from '@mocks/lib/random';

export type ControlSettings = {
  gameId: number;
  /** The seeded target, before any mode-3 row. */
  seedTargetRtp: number;
  controlMode: 1 | 2;
  tolerance: number;
  minRtp: number;
  maxRtp: number;
  minRounds: number;
  status: 0 | 1;
};

const AUTO_SEEDED = 4;

function seeded(gid: number, rtp: number, index: number): ControlSettings {
  const rng = createRng('control', gid);
  const auto = index < AUTO_SEEDED;
  return {
    gameId: gid,
    seedTargetRtp: rtp,
    controlMode: auto || rng.chance(0.4) ? 2 : 1,
    tolerance: auto ? round2(rng.float(0.5, 1)) : round2(rng.float(0.5, 3)),
    minRtp: round2(rtp - 5),
    maxRtp: round2(Math.min(120, rtp + 5)),
    minRounds: auto ? 100 : rng.int(100, 500),
    status: auto || rng.chance(0.8) ? 1 : 0,
  };
}

/** Every game's settings, in game order (new games included). */
export function controlSettings(): ControlSettings[] {
  return gameRecords().map((g, i) => seeded(g.gid, seededGame(g.gid, g.name).rtp, i));
}

export function settingsOf(gameId: number): ControlSettings | undefined {
  return controlSettings().find((s) => s.gameId === gameId);
}
