// 游戏控制 (control.md 1.6): list and save the per-game RTP control. Platform staff only.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, paginate, sortRows, textField } from '@mocks/lib/params';
import { authedStaffRoute } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { applyGameControl, gameControlChanges, gameControlRows, planGameControl } from '@mocks/control/db/game-control';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';

const answer = answerIn(controlMessage);

export const controlGameHandlers = [
  http.get(
    '*/api/control/game/list',
    authedStaffRoute((ctx) => {
      const gameId = int(ctx.query, 'gameId');
      const mode = int(ctx.query, 'controlMode');
      const status = int(ctx.query, 'status');
      const rows = gameControlRows().filter(
        (r) =>
          (gameId === undefined || r.gameId === gameId) &&
          (mode === undefined || r.controlMode === mode) &&
          (status === undefined || r.status === status),
      );
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),
  // Guarded (operations.md 7.1) when its rule is on and the target or the mode changes.
  http.post(
    '*/api/control/game/save',
    guardedRoute({
      action: 'control.game.save',
      module: 'control.game',
      staffOnly: true,
      prepare: (ctx, body) => {
        const plan = planGameControl(body);
        if (!plan.ok) return answer(ctx, plan);
        const { current } = plan.value;
        return {
          target: {
            type: 'game',
            id: String(current.gameId),
            name: current.gameName,
            merchantTeamId: 0,
            merchantId: 0,
          },
          changes: gameControlChanges(plan.value),
          reason: textField(body, 'remark'),
          apply: () => ctx.ok(applyGameControl(plan.value, ctx.account.username)),
        };
      },
    }),
  ),
];
