// merchant.bill (merchant.md 2.4, 2.6): the list with its summary over the filtered set, generate, and the state
// machine's three moves: adjust (1), confirm (1 -> 2), pay (2 -> 3). Every call keeps to the caller's data scope
// (README 0.4): a bill outside it is not found, so a merchant user confirms only its own bills.
import { http } from 'msw';
import { answerIn, refusalIn } from '@mocks/lib/outcome';
import { orgFilter } from '@mocks/domain/org-filter';
import { int, numberField, paginate, sortRows, sumOf, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { billRecords, billRow, confirmBill, findBill, generateBills, type BillRecord } from '@mocks/domain/org/bills';
import { billMessage, type BillMessageKey } from '@mocks/merchant/handlers/bill-messages';
import type { BillRow, BillSummary } from '@/api/merchant-bill';

export const refuse = refusalIn(billMessage);
const answer = answerIn(billMessage);
const EMOJI = /\p{Extended_Pictographic}/u;

function summaryOf(rows: readonly BillRow[]): BillSummary {
  return {
    feeAmountCny: sumOf(rows, (r) => r.feeAmountCny),
    adjustAmount: sumOf(rows, (r) => r.adjustAmount),
    payableAmount: sumOf(rows, (r) => r.payableAmount),
    paidAmount: sumOf(rows, (r) => r.paidAmount),
  };
}

/** Newest month first, then the largest payable amount. */
const byDefault = (a: BillRow, b: BillRow) =>
  a.month === b.month ? b.payableAmount - a.payableAmount || a.id - b.id : a.month < b.month ? 1 : -1;

/** The bill named by the body's `id`, when the caller may see it. */
export function billIn(ctx: AuthedCtx, body: Record<string, unknown>): BillRecord | undefined {
  const bill = findBill(numberField(body, 'id'));
  return bill && ctx.inScope(billRow(bill)) ? bill : undefined;
}

async function billOf(ctx: AuthedCtx): Promise<BillRecord | undefined> {
  return billIn(ctx, await readBody(ctx.request));
}

/** A bill as the record an approval request names (operations.md 7.1). */
export function billTarget(bill: BillRecord) {
  const row = billRow(bill);
  const { merchantTeamId, merchantId } = row;
  return { type: 'bill' as const, id: String(bill.id), name: row.billNo, merchantTeamId, merchantId };
}

/** A remark: `required` means 4-200 characters, else at most 200; never emoji. */
export function remarkRefusal(remark: string, required: boolean): BillMessageKey | undefined {
  if (EMOJI.test(remark)) return 'emoji';
  if (required && (remark.length < 4 || remark.length > 200)) return 'remarkLength';
  if (remark.length > 200) return 'remarkTooLong';
  return undefined;
}

export const rowAnswer = (ctx: AuthedCtx, outcome: ReturnType<typeof confirmBill>) =>
  answer(ctx, outcome.ok ? { ok: true as const, value: billRow(outcome.value) } : outcome);

export const merchantBillHandlers = [
  http.get(
    '*/api/merchant/bill/list',
    authedRoute((ctx) => {
      const month = text(ctx.query, 'month');
      const status = int(ctx.query, 'status');
      const org = orgFilter(ctx);
      const rows = billRecords()
        .map(billRow)
        .filter((r) => org(r) && (!month || r.month === month) && (status === undefined || r.status === status))
        .sort(byDefault);
      return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary: summaryOf(rows) });
    }),
  ),

  http.post(
    '*/api/merchant/bill/generate',
    authedRoute(async (ctx) => answer(ctx, generateBills(textField(await readBody(ctx.request), 'month')))),
  ),

  http.post(
    '*/api/merchant/bill/confirm',
    authedRoute(async (ctx) => {
      const bill = await billOf(ctx);
      if (!bill) return refuse(ctx, 'billNotFound');
      return rowAnswer(ctx, confirmBill(bill, ctx.account.username));
    }),
  ),
];
