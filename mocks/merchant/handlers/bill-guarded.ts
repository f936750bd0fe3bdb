// merchant.bill's two guarded moves (merchant.md 2.4, 2.6; operations.md 7.1): adjust (status 1) and pay (2 -> 3).
// Each runs every check it has, then its rule decides whether it applies or waits for a second person.
import { http } from 'msw';
import { checkedNumber } from '@mocks/lib/number-rules';
import { textField } from '@mocks/lib/params';
import { round2 } from '@mocks/lib/random';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';
import { adjustBill, payBill } from '@mocks/domain/org/bills';
import { billIn, billTarget, refuse, remarkRefusal, rowAnswer } from '@mocks/merchant/handlers/bills';
import { BILL_STATUS } from '@/api/merchant-bill';

export const merchantBillGuardedHandlers = [
  // Guarded (operations.md 7.1) when its rule is on and abs(adjustAmount) reaches the threshold (CNY).
  http.post(
    '*/api/merchant/bill/adjust',
    guardedRoute({
      action: 'merchant.bill.adjust',
      module: 'merchant.bill',
      prepare: (ctx, body) => {
        const bill = billIn(ctx, body);
        if (!bill) return refuse(ctx, 'billNotFound');
        const amount = checkedNumber(body, 'adjustAmount', { min: -1e9, max: 1e9, decimals: 2 });
        // 0 only clears an adjustment made before (2.6).
        if (!amount.ok || amount.value === undefined || (amount.value === 0 && bill.adjustAmount === 0))
          return refuse(ctx, 'adjustAmountInvalid');
        const remark = textField(body, 'remark');
        const why = remarkRefusal(remark, true);
        if (why) return refuse(ctx, why);
        if (bill.status !== BILL_STATUS.toConfirm) return refuse(ctx, 'billWrongStatus');
        // JSON has no -0.
        const adjustAmount = amount.value + 0;
        const payableAmount = round2(bill.feeAmountCny + adjustAmount);
        return {
          target: billTarget(bill),
          changes: [
            { field: 'adjustAmount', before: bill.adjustAmount, after: adjustAmount },
            { field: 'payableAmount', before: bill.payableAmount, after: payableAmount },
          ].filter((c) => c.before !== c.after),
          amount: { value: adjustAmount, currencyCode: 'CNY' },
          reason: remark,
          apply: () => rowAnswer(ctx, adjustBill(bill, adjustAmount, remark)),
        };
      },
    }),
  ),

  // Guarded (operations.md 7.1) whenever its rule is on.
  http.post(
    '*/api/merchant/bill/pay',
    guardedRoute({
      action: 'merchant.bill.pay',
      module: 'merchant.bill',
      prepare: (ctx, body) => {
        const bill = billIn(ctx, body);
        if (!bill) return refuse(ctx, 'billNotFound');
        const paid = checkedNumber(body, 'paidAmount', { min: 0, decimals: 2 });
        if (!paid.ok || paid.value === undefined) return refuse(ctx, 'paidAmountInvalid');
        const paidAmount = paid.value;
        // Nothing due (payable 0, or below after an adjustment): 0 closes the bill, and only then (2.4).
        if (bill.payableAmount > 0 ? paidAmount <= 0 : paidAmount !== 0)
          return refuse(ctx, bill.payableAmount > 0 ? 'paidAmountInvalid' : 'paidNothingDue');
        const remark = textField(body, 'remark');
        const why = remarkRefusal(remark, false);
        if (why) return refuse(ctx, why);
        if (bill.status !== BILL_STATUS.confirmed) return refuse(ctx, 'billWrongStatus');
        return {
          target: billTarget(bill),
          changes: [
            { field: 'status', before: bill.status, after: BILL_STATUS.paid },
            { field: 'paidAmount', before: bill.paidAmount, after: paidAmount },
          ],
          reason: remark,
          apply: () => rowAnswer(ctx, payBill(bill, paidAmount, remark, ctx.account.username)),
        };
      },
    }),
  ),
];
