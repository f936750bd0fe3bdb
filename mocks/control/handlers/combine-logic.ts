// 组合逻辑 (control.md 1.2): list a (game, tier)'s weights with the figures, save the whole set. Platform staff only.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, paginate, textField } from '@mocks/lib/params';
import { authedStaffRoute } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { applyLogic, firstGameId, isTier, logicChanges, logicOf, planLogic } from '@mocks/control/db/logic';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';
import { gameName } from '@mocks/domain/orders/seed-games';

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
  // Guarded (operations.md 7.1) when its rule is on and a weight changes.
  http.post(
    '*/api/control/combineLogic/save',
    guardedRoute({
      action: 'control.combineLogic.save',
      module: 'control.combineLogic',
      staffOnly: true,
      prepare: (ctx, body) => {
        const plan = planLogic(body);
        if (!plan.ok) return answer(ctx, plan);
        const { gameId, tier } = plan.value;
        return {
          target: {
            type: 'combineLogic',
            id: `${gameId}:${tier}`,
            name: `${gameName(gameId)} · ${tier}`,
            merchantTeamId: 0,
            merchantId: 0,
          },
          changes: logicChanges(plan.value),
          reason: textField(body, 'remark'),
          apply: () => ctx.ok(applyLogic(plan.value, ctx.account.username)),
        };
      },
    }),
  ),
];
