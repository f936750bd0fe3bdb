// Wire rows of the merchant area's monthly settlement bills (back-office merchant.md 2.4 and 2.6).

/** billStatus (README 0.6): 1 to confirm, 2 confirmed, 3 paid. */
export type BillStatus = 1 | 2 | 3;
export const BILL_STATUS = { toConfirm: 1, confirmed: 2, paid: 3 } as const;

export type BillRow = {
  id: number;
  /** `B{YYYYMM}{merchantId}{currencyCode}` */
  billNo: string;
  /** `YYYY-MM` */
  month: string;
  merchantTeamId: number;
  merchantTeamName: string;
  merchantId: number;
  merchantName: string;
  currencyCode: string;
  /** The report.merchant month row at generation time, in the bill's currency. */
  betCount: number;
  roundCount: number;
  betAmount: number;
  boundsAmount: number;
  companyWinAmount: number;
  /** 1 revenue share, 2 turnover share: the month's terms */
  cooperationType: number;
  /** percent */
  rate: number;
  feeAmount: number;
  /** rate(currency, last day of month) */
  exchangeRate: number;
  feeAmountCny: number;
  /** CNY, signed */
  adjustAmount: number;
  /** CNY: round2(feeAmountCny + adjustAmount) */
  payableAmount: number;
  /** CNY */
  paidAmount: number;
  status: BillStatus;
  createTime: string;
  confirmTime: string;
  /** username */
  confirmBy: string;
  paidTime: string;
  paidBy: string;
  remark: string;
};

export type BillSummary = { feeAmountCny: number; adjustAmount: number; payableAmount: number; paidAmount: number };

export type BillGenerateResult = { created: number; updated: number };
