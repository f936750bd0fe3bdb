// Wire rows of the risk pages of the internal control area (back-office control.md 1.7, 1.8).

/** control.bet (1.8): a counted round that hit at least one risk rule. */
export type RiskBetRow = {
  /** = roundId = the round's pid */
  id: string;
  playerId: number;
  playerName: string;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  gameId: number;
  gameName: string;
  currencyCode: string;
  betAmount: number;
  boundsAmount: number;
  winMultiple: number;
  prizePoolWinAmount: number;
  betAmountCny: number;
  boundsAmountCny: number;
  /** 1 big multiple, 2 big amount, 3 jackpot won */
  riskTypes: number[];
  combineId: number;
  combineName: string;
  betTime: string;
  settleTime: string;
  /** 0 not reviewed, 1 normal, 2 abnormal */
  reviewStatus: number;
  reviewer: string;
  reviewTime: string;
  reviewRemark: string;
};

export type RiskBetSummary = { betAmountCny: number; boundsAmountCny: number };

/** control.gameRtpCorrection (1.7): one change of a game's working RTP. */
export type CorrectionRow = {
  id: number;
  gameId: number;
  gameName: string;
  /** 1 auto, 2 manual, 3 target changed */
  mode: number;
  cycleDate: string | null;
  roundCount: number;
  betAmountCny: number;
  boundsAmountCny: number;
  actualRtp: number | null;
  targetRtp: number;
  beforeRtp: number;
  afterRtp: number;
  adjust: number;
  correctTime: string;
  operator: string;
  remark: string;
};
