// Wire rows of the player calls: the contract's shapes (src/api/common.ts) plus the codes the platform sends with
// them (trade type, transaction type, terminal), so the console can show its own localized names.
import type { BalanceLogRow, BetOrder, OnlineLogRow, PlayerInfo, WalletTransferRow } from '@/api/common';

export type PlayerRow = PlayerInfo & {
  merchantId: number;
  merchantTeamId: number;
  terminal: number;
  online?: number;
};

export type PlayerBetOrder = BetOrder & { clearCount: number; clearCountFree: number };

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

export type OnlinePlayer = {
  id: number;
  playerId: number;
  playerName: string;
  nickName: string;
  merchantTeamName: string;
  merchantName: string;
  currencyCode: string;
  balance: number;
  gameName: string;
  platformName: string;
  terminal: number;
  ip: string;
  ipName: string;
  loginTime: string;
};

export type RtpRecord = {
  id: number;
  playerId: number;
  playerName: string;
  nickName: string;
  merchantTeamName: string;
  merchantName: string;
  currencyCode: string;
  type: 0 | 1;
  rtp: number;
  remark: string;
  operator: string;
  updateTime: string;
};
