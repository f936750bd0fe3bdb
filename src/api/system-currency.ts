// Wire rows of the system area's currency pages (back-office system.md 4.4-4.6).
export type CurrencyRow = {
  id: number;
  code: string;
  name: string;
  symbol: string;
  /** Flag code, e.g. `cn`. */
  country: string;
  decimals: number;
  sort: number;
  status: number;
  merchantCount: number;
  playerCount: number;
  remark: string;
  updateTime: string;
  operator: string;
};

export type CurrencyConfigRow = {
  id: number;
  currencyCode: string;
  minBet: number;
  maxBet: number;
  defaultBet: number;
  /** Ascending, distinct. */
  betLevels: number[];
  /** Cap of a round's win. */
  maxWinAmount: number;
  /** Display divisor: 1, or 1000 (VND shown in K). */
  unit: number;
  status: number;
  remark: string;
  updateTime: string;
  operator: string;
};

export type RateRowCny = {
  id: number;
  currencyCode: string;
  /** CNY per unit. */
  rate: number;
  effectiveDate: string;
  /** 1 for the rate in force today. */
  current: 0 | 1;
  /** 1 manual, 2 seeded. */
  source: 1 | 2;
  remark: string;
  updateTime: string;
  operator: string;
};
