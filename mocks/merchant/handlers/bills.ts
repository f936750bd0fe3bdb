// merchant.bill (merchant.md 2.4, 2.6): the list with its summary over the filtered set, generate, and the state
// machine's three moves: adjust (1), confirm (1 -> 2), pay (2 -> 3). Every call keeps to the caller's data scope
// (README 0.4): a bill outside it is not found, so a merchant user confirms only its own bills.
import { http } from 'msw';
import { checkedNumber } from '@mocks/lib/number-rules';
import { answerIn, refusalIn } from '@mocks/lib/outcome';
import { orgFilter } from '@mocks/domain/org-filter';
import { int, numberField, paginate, sortRows, sumOf, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import {
  adjustBill,
  billRecords,
  billRow,
  confirmBill,
  findBill,
  generateBills,
  payBill,
  type BillRecord,
} from '@mocks/domain/org/bills';
import { billMessage, type BillMessageKey } from '@mocks/merchant/handlers/bill-messages';
import type { BillRow, BillSummary } from '@/api/merchant-bill';

const refuse = refusalIn(billMessage);
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
async function billOf(ctx: AuthedCtx): Promise<{ body: Record<string, unknown>; bill: BillRecord | undefined }> {
  const body = await readBody(ctx.request);
  const bill = findBill(numberField(body, 'id'));
  return { body, bill: bill && ctx.inScope(billRow(bill)) ? bill : undefined };
}

/** A remark: `required` means 4-200 characters, else at most 200; never emoji. */
function remarkRefusal(remark: string, required: boolean): BillMessageKey | undefined {
  if (EMOJI.test(remark)) return 'emoji';
  if (required && (remark.length < 4 || remark.length > 200)) return 'remarkLength';
  if (remark.length > 200) return 'remarkTooLong';
  return undefined;
}

const rowAnswer = (ctx: AuthedCtx, outcome: ReturnType<typeof confirmBill>) =>
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
    '*/api/merchant/bill/adjust',
    authedRoute(async (ctx) => {
      const { body, bill } = await billOf(ctx);
      if (!bill) return refuse(ctx, 'billNotFound');
      const amount = checkedNumber(body, 'adjustAmount', { min: -1e9, max: 1e9, decimals: 2 });
      // 0 only clears an adjustment made before (2.6).
      if (!amount.ok || amount.value === undefined || (amount.value === 0 && bill.adjustAmount === 0))
        return refuse(ctx, 'adjustAmountInvalid');
      const remark = textField(body, 'remark');
      const why = remarkRefusal(remark, true);
      if (why) return refuse(ctx, why);
      // JSON has no -0.
      return rowAnswer(ctx, adjustBill(bill, amount.value + 0, remark));
    }),
  ),

  http.post(
    '*/api/merchant/bill/confirm',
    authedRoute(async (ctx) => {
      const { bill } = await billOf(ctx);
      if (!bill) return refuse(ctx, 'billNotFound');
      return rowAnswer(ctx, confirmBill(bill, ctx.account.username));
    }),
  ),

  http.post(
    '*/api/merchant/bill/pay',
    authedRoute(async (ctx) => {
      const { body, bill } = await billOf(ctx);
      if (!bill) return refuse(ctx, 'billNotFound');
      const paid = checkedNumber(body, 'paidAmount', { min: 0, decimals: 2 });
      if (!paid.ok || paid.value === undefined) return refuse(ctx, 'paidAmountInvalid');
      // Nothing due (payable 0, or below after an adjustment): 0 closes the bill, and only then (2.4).
      if (bill.payableAmount > 0 ? paid.value <= 0 : paid.value !== 0)
        return refuse(ctx, bill.payableAmount > 0 ? 'paidAmountInvalid' : 'paidNothingDue');
      const remark = textField(body, 'remark');
      const why = remarkRefusal(remark, false);
      if (why) return refuse(ctx, why);
      return rowAnswer(ctx, payBill(bill, paid.value, remark, ctx.account.username));
    }),
  ),
];
