// The internal control area's share of the mock store (mock-data.md 6.1): only what requests changed. Pools,
// weights and game control rows are seeded in code (combines.ts, logic.ts, game-settings.ts) and read with these
// edits applied; risk rows and auto corrections are derived from the orders on read and never stored.
import { emptyTable, type Table } from '@mocks/lib/seeded-table';

/** A result pool as stored; `sort`, `minMultiple` and the game name are derived on read. */
export type CombineRecord = {
  id: number;
  gameId: number;
  name: string;
  maxMultiple: number | null;
  avgMultiple: number;
  freeRate: number;
  stock: number;
  expectCount: number;
  status: 0 | 1;
  remark: string;
  updatedAt: number;
  operator: string;
};

/** A saved weight of one (game, tier, combine), keyed `gameId:tier:combineId`; `earlier` holds the weights it
 * replaced, oldest first, each with the time it was saved (control.md 1.4: weight changes are kept with their time). */
export type WeightEdit = { weight: number; at: number; operator: string; earlier?: { weight: number; at: number }[] };

/** The editable fields of a game's control row, over its seed. The target is not here: a target change is a stored
 * mode-3 correction, and the newest one is the target in force. */
export type GameControlPatch = {
  controlMode?: 1 | 2;
  tolerance?: number;
  minRtp?: number;
  maxRtp?: number;
  minRounds?: number;
  status?: 0 | 1;
  remark?: string;
  updatedAt?: number;
  operator?: string;
};

/** One control.game save: the fields it changed, in force from `at` on (control.md 1.9: the settings are kept with
 * the time of each change). */
export type GameControlEdit = { gameId: number; at: number; operator: string; patch: GameControlPatch };

/** A correction people made (control.md 1.7): mode 2 manual, mode 3 a target change. Auto rows are derived. */
export type StoredCorrection = {
  id: number;
  gameId: number;
  mode: 2 | 3;
  targetRtp: number;
  afterRtp: number;
  at: number;
  operator: string;
  remark: string;
};

/** The last review of a risk round (the last one wins, control.md 1.8). */
export type BetReview = { reviewStatus: 1 | 2; reviewer: string; at: number; remark: string };

/** A pool as a simulation run took it when it started (control.md 1.5: later edits do not change the run). */
export type TestPool = {
  combineId: number;
  combineName: string;
  minMultiple: number;
  maxMultiple: number | null;
  avgMultiple: number;
  /** per mille */
  freeRate: number;
  /** 0 for a disabled pool (never drawn) */
  weight: number;
  /** percent of the tier's weight */
  expectRate: number;
};

/** A reset of a game's memory counters: `at` is its time (memoryStart); every round settled by `through` was counted
 * before it and is cleared. They differ when the mock shows the whole of today (horizon.ts): rounds timed later today
 * are already on the counters then, and a reset clears them too. */
export type MemoryReset = { at: number; through: number };

/** A simulation run (control.md 1.5). Results are simulated when it ends (or is detailed), then kept here. */
export type CombineTestRecord = {
  id: number;
  userId: number;
  operator: string;
  gameId: number;
  gameName: string;
  tier: 1 | 2 | 3 | 4 | 5;
  spins: number;
  betAmount: number;
  expectedRtp: number;
  pools: TestPool[];
  seed: number;
  status: 1 | 2 | 3 | 4;
  createdAt: number;
  /** First listed or detailed: a run finishes only once someone looked at it (1.9). */
  firstListedAt?: number;
  finishedAt?: number;
  doneSpins: number;
  /** The progress a stop kept (status 3): its `doneSpins` came from it, so the row shows it, not a figure derived back. */
  stoppedAt?: number;
  /** Hits per pool (in `pools` order) and free games over `doneSpins`, once ended. */
  hits?: number[];
  free?: number;
};

export type ControlDbState = {
  combines: Table<CombineRecord>;
  weights: Record<string, WeightEdit>;
  /** control.game saves, oldest first, never changed (a store kept from before the history has none). */
  gameEdits?: GameControlEdit[];
  /** Manual and target-change corrections, appended in time order and never removed (an audit log). */
  manualCorrections: StoredCorrection[];
  /** roundId -> its last review. */
  betReviews: Record<string, BetReview>;
  /** gameId -> its combine memory counters' last reset (control.md 1.3). */
  memoryResets: Record<string, MemoryReset>;
  /** Simulation runs, newest last; seeded on first use (undefined until then). */
  combineTests?: CombineTestRecord[];
};

export function emptyControlState(): ControlDbState {
  return {
    combines: emptyTable(),
    weights: {},
    gameEdits: [],
    manualCorrections: [],
    betReviews: {},
    memoryResets: {},
  };
}
