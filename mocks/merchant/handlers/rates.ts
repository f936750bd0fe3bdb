// 商户费率 (merchant.md 2.3): list, a merchant's term history, save. Platform only (README 0.4): a merchant-side
// account (type 2 or 3) is refused even when its role holds the page's keys, since the terms are the platform's
// business with the merchant, not merchant data the merchant may read.
import { http } from 'msw';
import { orgFilter } from '@mocks/domain/org-filter';
import { answerIn } from '@mocks/lib/outcome';
import { int, paginate } from '@mocks/lib/params';
import { authedRoute, type AuthedCtx } from '@mocks/domain/route';
import { rateMessage } from '@mocks/merchant/db/rate-messages';
import { applyRateTerms, planRateTerms, rateChanges, rateRows, termHistory } from '@mocks/merchant/db/rates';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';

const answer = answerIn(rateMessage);

/** authedRoute for the platform's staff only: type 2/3 get the missing-key answer (README 0.5). */
const platformRoute = (handler: (ctx: AuthedCtx) => Response | Promise<Response>) =>
  authedRoute((ctx) => (ctx.account.type === 1 ? handler(ctx) : ctx.fail('noPermission')));

export const merchantRateHandlers = [
  http.get(
    '*/api/merchant/rate/list',
    platformRoute((ctx) => {
      const inFilter = orgFilter(ctx);
      const type = int(ctx.query, 'cooperationType');
      // The cooperation type filter reads the terms in force this month, as the list's column shows them.
      const rows = rateRows().filter((r) => inFilter(r) && (type === undefined || r.cooperationType === type));
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),
  http.get(
    '*/api/merchant/rate/history',
    platformRoute((ctx) => ctx.ok(paginate(termHistory(int(ctx.query, 'merchantId') ?? 0), ctx.query))),
  ),
  // Guarded (operations.md 7.1) when its rule is on and the pending terms change; staff only, as platformRoute.
  http.post(
    '*/api/merchant/rate/save',
    guardedRoute({
      action: 'merchant.rate.save',
      module: 'merchant.rate',
      staffOnly: true,
      prepare: (ctx, body) => {
        const plan = planRateTerms(body);
        if (!plan.ok) return answer(ctx, plan);
        const { row, remark } = plan.value;
        return {
          target: {
            type: 'rate',
            id: String(row.merchantId),
            name: row.merchantName,
            merchantTeamId: row.merchantTeamId,
            merchantId: row.merchantId,
          },
          changes: rateChanges(plan.value),
          reason: remark,
          apply: () => ctx.ok(applyRateTerms(plan.value, ctx.account.username)),
        };
      },
    }),
  ),
];
