// Wire shapes of the six money reports (shared/api/back-office/reports.md; README 0.1-0.3 for the figures). Every
// report is `GET /api/report/<name>/list` with `period=day|month`, `date=start,end` and the merchant/currency
// filters; the console and the mock both import these.
import type { GameBetOrder } from '@/api/game';
import type { WalletTransferRow } from '@/api/player';

export type ReportPeriod = 'day' | 'month';

/** The shared amount block (3.2). `rate` is null on month rows (and on summaries). */
export type ReportAmounts = {
  betCount: number;
  roundCount: number;
  betAmount: number;
  boundsAmount: number;
  userWinAmount: number;
  companyWinAmount: number;
  prizePoolAmount: number;
  prizePoolWinAmount: number;
  rtp: number;
  rate: number | null;
  betAmountCny: number;
  boundsAmountCny: number;
  companyWinAmountCny: number;
};

/** `YYYY-MM-DD` on day rows, `YYYY-MM` on month rows. */
type Stat = { statDate: string };

type MerchantKey = {
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  currencyCode: string;
};

export type GameReportRow = Stat &
  ReportAmounts & { gameId: number; gameName: string; currencyCode: string; playerCount: number };

export type MerchantReportRow = Stat &
  ReportAmounts &
  MerchantKey & {
    playerCount: number;
    /** 1 revenue share (fee on company win), 2 turnover share (fee on bets): the terms of the row's month */
    cooperationType: number;
    /** percent */
    feeRate: number;
    /** Month rows only: a fee is settled per month (a revenue share nets the month's loss days); null on day rows. */
    feeAmount: number | null;
    feeAmountCny: number | null;
  };

export type PlayerReportRow = Stat &
  ReportAmounts & {
    playerId: number;
    playerName: string;
    nickName: string;
    merchantTeamName: string;
    merchantId: number;
    merchantName: string;
    currencyCode: string;
    gameCount: number;
  };

export type BalanceReportRow = Stat &
  MerchantKey & {
    walletCount: number;
    openingBalance: number;
    depositAmount: number;
    withdrawAmount: number;
    betPayAmount: number;
    payoutAmount: number;
    adjustAmount: number;
    closingBalance: number;
    rate: number | null;
    openingBalanceCny: number;
    closingBalanceCny: number;
  };

export const DIFF_TYPES = [1, 2] as const;
/** 1 transfer (wallet transfers in/out), 2 bet (single-wallet bet calls) */
export type DiffType = (typeof DIFF_TYPES)[number];

export type DiffReportRow = Stat &
  MerchantKey & {
    diffType: DiffType;
    platformCount: number;
    platformAmount: number;
    merchantCount: number;
    merchantAmount: number;
    diffCount: number;
    diffAmount: number;
    diffAmountCny: number;
    /** Day rows: 0 not handled, 1 handled, and who/when/why. */
    handleStatus?: number;
    handler?: string;
    handleTime?: string;
    handleRemark?: string;
    /** Month rows: days with differences not yet handled. */
    unhandledDays?: number;
  };

/** A transfer that makes a type-1 difference (tradeState 2). */
export type DiffTransferRow = WalletTransferRow & { id: string; playerId: number };

/** `GET /api/report/diff/detail`: the transfers (type 1) or pending bet orders (type 2) of one day row; `summary.amount`
 * is their signed effect and equals the row's `diffAmount`. */
export type DiffDetailResult = {
  list: (DiffTransferRow | GameBetOrder)[];
  total: number;
  summary: { amount: number };
};

export type DiffHandleRequest = {
  statDate: string;
  merchantId: number;
  currencyCode: string;
  diffType: DiffType;
  /** 4-200 characters */
  remark: string;
};

export type CurrencyReportRow = Stat &
  ReportAmounts & { currencyCode: string; currencyName: string; merchantCount: number; playerCount: number };

/** Every report's `summary` holds totals over the whole filtered set (README 0.3): counts and every `…Cny` field
 * always, native amounts only when the set has one currency, `playerCount` as a distinct count. */
export type ReportSummary<Row> = Partial<Row>;
