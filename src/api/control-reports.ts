// Wire rows of the combine hit reports of the internal control area (back-office control.md 1.3, 1.4).

/** A combine's counted rounds over a window (1.3 memory) or a day / month (1.4 total). */
export type CombineStatRow = {
  gameId: number;
  gameName: string;
  combineId: number;
  combineName: string;
  minMultiple: number;
  maxMultiple: number | null;
  hitCount: number;
  /** percent of the game's hits over the same window */
  hitRate: number;
  /** the combine's tier-1 share now (percent) */
  expectRate: number;
  /** round2(hitRate − expectRate) */
  deviation: number;
  betAmountCny: number;
  boundsAmountCny: number;
  /** percent of the game's bet (CNY) */
  rtpContribution: number;
};

/** 1.3: what a game server counted since `memoryStart`. */
export type CombineMemoryRow = CombineStatRow & {
  /** `max(today 00:00:00, last reset of the game)` */
  memoryStart: string;
  /** the game server node holding the counters */
  node: string;
};

/** 1.4: persisted per day (`YYYY-MM-DD`) or month (`YYYY-MM`). */
export type CombineTotalRow = CombineStatRow & { statDate: string };

export type CombineStatSummary = { hitCount: number; betAmountCny: number; boundsAmountCny: number; rtp: number };
