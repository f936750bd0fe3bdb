// Monthly settlement bills (merchant.md 2.4, 2.6): none until generated (mock-data.md 6.1), then stored. A bill's
// figures are the report.merchant month row of its merchant and currency (reports.md A6), copied from the report's own
// code (merchantMonthRows), never computed a second way; the amounts in CNY follow from them. Status 1 (to confirm)
// -> 2 (confirmed) -> 3 (paid); any other move is refused.
import { mockNow } from '@mocks/lib/clock';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { round2 } from '@mocks/lib/random';
import { db, mutate, nextId } from '@mocks/domain/store';
import { DAY_MS, formatTime, parseTime, startOfToday } from '@mocks/lib/time';
import { orgOf } from '@mocks/domain/org/org';
import { rateFn } from '@mocks/domain/reports/collect';
import { merchantMonthRows, type MerchantMonthRow } from '@mocks/domain/reports/order-reports';
import { dayText, lastDayOfMonth, monthText } from '@mocks/domain/reports/period';
import { BILL_STATUS, type BillGenerateResult, type BillRow } from '@/api/merchant-bill';
import { billMonthRefusal } from '@/lib/contract/bill-month';
import type { BillRecord } from '@mocks/domain/org/state';

/** As stored: the merchant's team and names are read on each answer (they may change). */
export type { BillRecord };

export type BillRefusal = 'monthInvalid' | 'monthNotCompleted' | 'monthNoData' | 'billNotFound' | 'billWrongStatus';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const billNoOf = (month: string, merchantId: number, currencyCode: string) =>
  `B${month.replace('-', '')}${merchantId}${currencyCode}`;

export const billRecords = (): readonly BillRecord[] => db().merchant.bills ?? [];

/** The wire row: the record with its merchant's current team and names. */
export function billRow(record: BillRecord): BillRow {
  return { ...record, ...orgOf(record.merchantId) };
}

export const findBill = (id: number | undefined): BillRecord | undefined => billRecords().find((b) => b.id === id);

/** The figures a bill takes from the report's month row, and what follows from them. */
function figuresOf(row: MerchantMonthRow, exchangeRate: number, adjustAmount: number) {
  return {
    betCount: row.betCount,
    roundCount: row.roundCount,
    betAmount: row.betAmount,
    boundsAmount: row.boundsAmount,
    companyWinAmount: row.companyWinAmount,
    cooperationType: row.cooperationType,
    rate: row.feeRate,
    feeAmount: row.feeAmount,
    exchangeRate,
    feeAmountCny: row.feeAmountCny,
    adjustAmount,
    payableAmount: round2(row.feeAmountCny + adjustAmount),
  };
}

/** The month before the current one, `YYYY-MM`: what the job "商户月账单生成" generates. */
export function lastMonth(): string {
  return monthText((parseTime(`${monthText(startOfToday())}-01`) ?? 0) - DAY_MS);
}

/** Why `month` cannot be generated: not a month, not over yet, or (partly) before the data history. */
export function monthRefusal(month: string): BillRefusal | undefined {
  if (!MONTH.test(month)) return 'monthInvalid';
  // The rule the console's month picker reads too (src/lib/contract/bill-month.ts).
  return billMonthRefusal(month, dayText(startOfToday()));
}

/** Creates the month's missing bills and recomputes its status-1 bills (keeping their adjustment); 2 and 3 stay. */
export function generateBills(month: string): Outcome<BillGenerateResult, BillRefusal> {
  const why = monthRefusal(month);
  if (why) return refuse(why);
  const rate = rateFn();
  const rows = merchantMonthRows(month, rate);
  const exchangeRate = (currency: string) => rate(currency, lastDayOfMonth(month));
  return mutate((s) => {
    const bills = [...(s.merchant.bills ?? [])];
    const now = formatTime(mockNow());
    const result = { created: 0, updated: 0 };
    for (const row of rows) {
      const billNo = billNoOf(month, row.merchantId, row.currencyCode);
      const at = bills.findIndex((b) => b.billNo === billNo);
      const old = bills[at];
      if (!old) {
        bills.push({
          id: nextId(s),
          billNo,
          month,
          merchantId: row.merchantId,
          currencyCode: row.currencyCode,
          ...figuresOf(row, exchangeRate(row.currencyCode), 0),
          paidAmount: 0,
          status: BILL_STATUS.toConfirm,
          createTime: now,
          confirmTime: '',
          confirmBy: '',
          paidTime: '',
          paidBy: '',
          remark: '',
        });
        result.created += 1;
      } else if (old.status === BILL_STATUS.toConfirm) {
        bills[at] = { ...old, ...figuresOf(row, exchangeRate(row.currencyCode), old.adjustAmount) };
        result.updated += 1;
      }
    }
    s.merchant.bills = bills;
    return accept(result);
  });
}

function change(id: number, patch: (bill: BillRecord, now: string) => BillRecord): BillRecord {
  return mutate((s) => {
    const now = formatTime(mockNow());
    let saved: BillRecord | undefined;
    s.merchant.bills = (s.merchant.bills ?? []).map((b) => (b.id === id ? (saved = patch(b, now)) : b));
    return saved!;
  });
}

/** Sets (replaces) the adjustment of a status-1 bill; the amount and remark are checked by the caller. */
export function adjustBill(bill: BillRecord, adjustAmount: number, remark: string): Outcome<BillRecord, BillRefusal> {
  if (bill.status !== BILL_STATUS.toConfirm) return refuse('billWrongStatus');
  return accept(
    change(bill.id, (b) => ({ ...b, adjustAmount, payableAmount: round2(b.feeAmountCny + adjustAmount), remark })),
  );
}

export function confirmBill(bill: BillRecord, username: string): Outcome<BillRecord, BillRefusal> {
  if (bill.status !== BILL_STATUS.toConfirm) return refuse('billWrongStatus');
  return accept(
    change(bill.id, (b, now) => ({ ...b, status: BILL_STATUS.confirmed, confirmTime: now, confirmBy: username })),
  );
}

export function payBill(
  bill: BillRecord,
  paidAmount: number,
  remark: string,
  username: string,
): Outcome<BillRecord, BillRefusal> {
  if (bill.status !== BILL_STATUS.confirmed) return refuse('billWrongStatus');
  return accept(
    change(bill.id, (b, now) => ({
      ...b,
      status: BILL_STATUS.paid,
      paidAmount,
      paidTime: now,
      paidBy: username,
      remark: remark || b.remark,
    })),
  );
}
