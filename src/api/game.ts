// Wire shapes of the game area's calls (shared/api/contract.md; the bet order rows of the four game lists as the
// platform sends them). The console and the mock both import them.

export type BetOrder = {
  id: string;
  pid: string;
  gameName: string;
  currencyCode: string;
  betAmount: number;
  boundsAmount: number;
  winAmount: number;
  isRespin: number;
  isFreeRespin: number;
  prizePoolAmount: number;
  prizePoolWinAmount: number;
  betTime: string;
  balanceTime: string;
  updateTime: string;
};

/** A row of the game area's bet order lists: the contract's bet order plus the player, the game, the status and
 * the merchant it belongs to (the data scope filters on the ids). */
export type GameBetOrder = BetOrder & {
  playerId: number;
  gameId: number;
  clearCount: number;
  clearCountFree: number;
  /** 1 success, 2 pending, 3 failed */
  status: number;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
};
