// 组合逻辑 (control.md 1.2): list a (game, tier)'s weights with the figures, save the whole set. Platform staff only.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, paginate } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { firstGameId, isTier, logicOf, saveLogic } from '@mocks/control/db/logic';

const answer = answerIn(controlMessage);

export const controlCombineLogicHandlers = [
  http.get(
    '*/api/control/combineLogic/list',
    authedStaffRoute((ctx) => {
      const tier = int(ctx.query, 'tier') ?? 1;
      if (!isTier(tier)) return answer(ctx, { ok: false, key: 'tierInvalid' });
      const { list, summary } = logicOf(int(ctx.query, 'gameId') ?? firstGameId(), tier);
      return ctx.ok({ ...paginate(list, ctx.query), summary });
    }),
  ),
  http.post(
    '*/api/control/combineLogic/save',
    authedStaffRoute(async (ctx) => answer(ctx, saveLogic(await readBody(ctx.request), ctx.account.username))),
  ),
];
