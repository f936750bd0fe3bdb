// control.bet (control.md 1.8): the risk rows of the settlement range (default today, at most 7 days, README 0.2) with
// the list filters and the CNY summary over the filtered set, and the batch review. Platform staff only (README 0.4):
// type 2/3 callers are refused even when their role holds the key.
import { http } from 'msw';
import { reviewBets, riskBets } from '@mocks/control/db/risk-bets';
import { controlMessage } from '@mocks/control/db/messages';
import { answerIn } from '@mocks/lib/outcome';
import { orgFilter } from '@mocks/domain/org-filter';
import { int, numberField, paginate, sortRows, sumOf, textField } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { DAY_MS, startOfToday } from '@mocks/lib/time';
import { rangeFromQuery } from '@mocks/lib/date-span';
import type { RiskBetRow } from '@/api/control-risk';

const answer = answerIn(controlMessage);

export const controlBetHandlers = [
  http.get(
    '*/api/control/bet/list',
    authedStaffRoute((ctx) => {
      const today = startOfToday();
      const range = rangeFromQuery(ctx, { start: today, end: today + DAY_MS - 1000 });
      if (!range.ok) return range.response;
      const gameId = int(ctx.query, 'gameId');
      const playerId = int(ctx.query, 'playerId');
      const riskType = int(ctx.query, 'riskType');
      const reviewStatus = int(ctx.query, 'reviewStatus');
      const org = orgFilter(ctx);
      const rows = riskBets(
        range.value!,
        (r) => (gameId === undefined || r.gameId === gameId) && (playerId === undefined || r.playerId === playerId),
      ).filter(
        (r: RiskBetRow) =>
          org(r) &&
          (riskType === undefined || r.riskTypes.includes(riskType)) &&
          (reviewStatus === undefined || r.reviewStatus === reviewStatus),
      );
      const summary = {
        betAmountCny: sumOf(rows, (r) => r.betAmountCny),
        boundsAmountCny: sumOf(rows, (r) => r.boundsAmountCny),
      };
      return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary });
    }),
  ),

  http.post(
    '*/api/control/bet/review',
    authedStaffRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const input = {
        ids: body.ids,
        reviewStatus: numberField(body, 'reviewStatus'),
        remark: textField(body, 'remark'),
      };
      return answer(ctx, reviewBets(input, ctx.account.username, ctx.inScope));
    }),
  ),
];
