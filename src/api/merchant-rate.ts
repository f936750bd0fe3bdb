// Wire rows of 商户费率 (back-office merchant.md 2.3, 2.6): a merchant's fee terms per game type, platform only.

/** 1 revenue share (fee on the positive company win), 2 turnover share (fee on bets); README 0.6. */
export type CooperationType = 1 | 2;

/** One row per merchant x gameType: the terms in force this month and the ones pending from next month. */
export type RateRow = {
  /** = merchantId while gameType 1 is the only game type */
  id: number;
  merchantId: number;
  merchantName: string;
  merchantTeamId: number;
  merchantTeamName: string;
  currencyCode: string;
  gameType: 1;
  /** The terms in force this month; null for a merchant created without terms yet (no fee until they start). */
  cooperationType: CooperationType | null;
  /** percent, 2 decimals */
  rate: number | null;
  /** `YYYY-MM` the current terms started; '' without terms */
  effectiveMonth: string;
  /** Terms from next month; null when none are pending. */
  nextCooperationType: CooperationType | null;
  nextRate: number | null;
  /** `YYYY-MM` the pending terms start (next month); '' when none are pending */
  nextMonth: string;
  updateTime: string;
  operator: string;
  remark: string;
};

/** Every term a merchant had, newest month first (`month`: the first month in force). */
export type RateTerm = {
  merchantId: number;
  gameType: 1;
  month: string;
  cooperationType: CooperationType;
  rate: number;
  remark: string;
  operator: string;
  createTime: string;
};

export type RateSaveBody = {
  merchantId: number;
  gameType: 1;
  nextCooperationType: CooperationType;
  nextRate: number;
  remark: string;
};

/** nextRate's inclusive bounds by cooperation type (merchant.md 2.3, 2.6), 2 decimals. */
export const RATE_MAX: Record<CooperationType, number> = { 1: 100, 2: 10 };
export const RATE_DECIMALS = 2;
