// Wire shapes of the player calls: the contract's rows (shared/api/contract.md, "Player calls"), then the codes the
// platform sends with them (trade type, transaction type, terminal) so the console can show its own localized
// names. The console and the mock both import them.
import type { BetOrder } from '@/api/game';

export type PlayerInfo = {
  id: number;
  playerName: string;
  nickName: string;
  type: number;
  merchantTeamName: string;
  platformName: string;
  merchantName: string;
  createTime: string;
  loginTime: string;
  updateTime: string;
  walletType: 1 | 2 | 3;
  walletMode: number;
  currencyCode: string;
  balance: number;
  ip: string;
  ipName: string;
  state: number;
  reason: string;
  rtp: number;
  blackRtp: number;
};

export type GameStatsRow = {
  gameName: string;
  currencyCode: string;
  betAmount: number;
  boundsAmount: number;
  userWinAmount: number;
  companyWinAmount: number;
  betCount: number;
  roundCount: number;
  clearCount: number;
  clearCountFree: number;
  updateTime: string;
};

export type OnlineLogRow = {
  gameName: string;
  platformName: string;
  startTime: string;
  endTime: string;
  durationStr: string;
  ip: string;
  ipName: string;
};

export type BalanceLogRow = {
  currencyCode: string;
  transTypeName: string;
  balanceBefore: number;
  amount: number;
  balanceAfter: number;
  tradeTime: string;
  refId: string;
  remark: string;
};

export type WalletTransferRow = {
  tradeTime: string;
  finishTime: string;
  currencyCode: string;
  tradeTypeName: string;
  tradeAmount: number;
  balanceBefore: number;
  balanceAfter: number;
  tradeState: number;
  tradeStateName: string;
  message: string;
  updateTime: string;
  ip: string;
  ipName: string;
};

export type PlayerRow = PlayerInfo & {
  merchantId: number;
  merchantTeamId: number;
  terminal: number;
  online?: number;
};

export type PlayerBetOrder = BetOrder & {
  playerId: number;
  gameId: number;
  clearCount: number;
  clearCountFree: number;
};

export type OnlineLog = OnlineLogRow & { terminal?: number; gameId?: number };

export type BalanceLog = BalanceLogRow & { id?: string; transType?: number };

export type WalletTransfer = WalletTransferRow & {
  id?: string;
  playerId?: number;
  tradeType?: number;
  playerName?: string;
  merchantName?: string;
  merchantTeamName?: string;
};

/** Who a row of a player list is about (the columns of shared/player/player-columns.ts). */
export type PlayerIdentity = {
  playerId: number;
  playerName: string;
  nickName: string;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  currencyCode: string;
};

export type OnlinePlayer = PlayerIdentity & {
  id: number;
  balance: number;
  gameId: number;
  gameName: string;
  platformName: string;
  terminal: number;
  ip: string;
  ipName: string;
  loginTime: string;
};

export type RtpRecord = PlayerIdentity & {
  id: number;
  type: 0 | 1;
  rtp: number;
  remark: string;
  operator: string;
  updateTime: string;
};
