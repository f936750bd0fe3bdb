// The game area's share of the mock store: only what the game calls change (classify entries, game settings,
// bet order status changes). Kept apart from store.ts so the game mock can grow without touching it.
export type ClassifyRecord = {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  remark: string;
  createdAt: number;
  updatedAt: number;
};

export type GamePatch = {
  name?: string;
  classifyId?: number;
  status?: number;
  sort?: number;
  rtp?: number;
  minBet?: number;
  maxBet?: number;
  isHot?: number;
  isNew?: number;
  updatedAt?: number;
  /** A created game's rtp when it was created (kept through later edits): control.game seeds its target from it. */
  createdRtp?: number;
};

export type BetOrderChange = {
  seq: number;
  orderId: string;
  fromStatus: number;
  toStatus: number;
  remark: string;
  operator: string;
  at: number;
};

export type GameDbState = {
  /** null until the first save: the seeded entries apply. */
  classify: ClassifyRecord[] | null;
  /** Changes to seeded games by gid, and games created through save. */
  games: Record<string, GamePatch>;
  createdGames: number[];
  betOrderChanges: BetOrderChange[];
};

export function emptyGameState(): GameDbState {
  return { classify: null, games: {}, createdGames: [], betOrderChanges: [] };
}
