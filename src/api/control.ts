// Wire rows of the internal control area (back-office control.md 1.1, 1.2, 1.6), platform staff only.

/** A result pool (组合) of a game: results whose win multiple falls in `(minMultiple, maxMultiple]`. */
export type CombineRow = {
  id: number;
  gameId: number;
  gameName: string;
  name: string;
  /** 1-based order within the game; ranges ascend with it */
  sort: number;
  /** derived: the previous combine's `maxMultiple` (0 for the first) */
  minMultiple: number;
  /** inclusive upper bound; null = unbounded (the top combine only) */
  maxMultiple: number | null;
  avgMultiple: number;
  /** per mille, 0-1000 */
  freeRate: number;
  stock: number;
  expectCount: number;
  status: 0 | 1;
  remark: string;
  updateTime: string;
  operator: string;
};

export type CombineSaveBody = {
  id?: number;
  gameId: number;
  name: string;
  maxMultiple: number | null;
  avgMultiple: number;
  freeRate: number;
  expectCount: number;
  status: 0 | 1;
  remark?: string;
};

/** Control tiers: 1 normal, 2 tight, 3 loose, 4 newbie, 5 blacklist (control.md 1.0). */
export type ControlTier = 1 | 2 | 3 | 4 | 5;

export type LogicRow = {
  id: number;
  gameId: number;
  gameName: string;
  tier: ControlTier;
  combineId: number;
  combineName: string;
  minMultiple: number;
  maxMultiple: number | null;
  avgMultiple: number;
  weight: number;
  /** percent of the tier's enabled weight; 0 for a disabled combine */
  share: number;
  rtpContribution: number;
  updateTime: string;
  operator: string;
};

export type LogicSummary = { weight: number; expectedRtp: number };

export type LogicSaveBody = { gameId: number; tier: ControlTier; items: { combineId: number; weight: number }[] };

export type GameControlRow = {
  /** = gameId */
  id: number;
  gameId: number;
  gameName: string;
  classifyName: string;
  targetRtp: number;
  /** working RTP */
  currentRtp: number;
  /** tier-1 expected RTP of the combine logic */
  expectedRtp: number;
  todayRtp: number | null;
  todayBetAmountCny: number;
  todayBoundsAmountCny: number;
  todayRoundCount: number;
  controlMode: 1 | 2;
  tolerance: number;
  minRtp: number;
  maxRtp: number;
  minRounds: number;
  status: 0 | 1;
  remark: string;
  updateTime: string;
  operator: string;
};

export type GameControlSaveBody = Partial<
  Pick<
    GameControlRow,
    'targetRtp' | 'controlMode' | 'tolerance' | 'minRtp' | 'maxRtp' | 'minRounds' | 'status' | 'remark'
  >
> & { id: number };

/** A simulation run (control.md 1.5): 1 running, 2 finished, 3 stopped, 4 failed. */
export type TestStatus = 1 | 2 | 3 | 4;

export type TestRow = {
  id: number;
  gameId: number;
  gameName: string;
  tier: ControlTier;
  /** requested */
  spins: number;
  /** simulated so far */
  doneSpins: number;
  /** 0-100, integer */
  progress: number;
  /** per spin */
  betAmount: number;
  status: TestStatus;
  totalBet: number;
  totalWin: number;
  rtp: number;
  /** the tier's expected RTP when the run started */
  expectedRtp: number;
  /** percent of spins that drew a pool with avgMultiple > 0 */
  hitRate: number;
  /** percent of spins whose result included a free game */
  freeRate: number;
  /** largest avgMultiple drawn */
  maxMultiple: number;
  createTime: string;
  finishTime: string;
  operator: string;
};

/** One pool of a run's detail: its hits against its expected share. */
export type TestPoolRow = {
  combineId: number;
  combineName: string;
  minMultiple: number;
  maxMultiple: number | null;
  avgMultiple: number;
  hitCount: number;
  /** percent of the done spins */
  hitRate: number;
  /** the pool's share of the tier's weight when the run started, percent */
  expectRate: number;
  winAmount: number;
};

export type TestDetail = { task: TestRow; list: TestPoolRow[] };

export type TestRunBody = { gameId: number; tier: ControlTier; spins: number; betAmount: number };
