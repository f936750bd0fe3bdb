// 游戏控制 (control.md 1.6): list and save the per-game RTP control. Platform staff only.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, paginate, sortRows } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { gameControlRows, saveGameControl } from '@mocks/control/db/game-control';

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
  http.post(
    '*/api/control/game/save',
    authedStaffRoute(async (ctx) => answer(ctx, saveGameControl(await readBody(ctx.request), ctx.account.username))),
  ),
];
