// 组合 (control.md 1.1): list, save, remove, generate. Platform staff only (README 0.4): the pools are the platform's
// game math, so a type 2/3 caller is refused even when its role holds the keys.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, sortRows } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { combineRows, generateCombines, removeCombine, saveCombine } from '@mocks/control/db/combines';

const answer = answerIn(controlMessage);

export const controlCombineHandlers = [
  http.get(
    '*/api/control/combine/list',
    authedStaffRoute((ctx) => {
      const gameId = int(ctx.query, 'gameId');
      const status = int(ctx.query, 'status');
      const rows = combineRows().filter(
        (r) => (gameId === undefined || r.gameId === gameId) && (status === undefined || r.status === status),
      );
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),
  http.post(
    '*/api/control/combine/save',
    authedStaffRoute(async (ctx) => answer(ctx, saveCombine(await readBody(ctx.request), ctx.account.username))),
  ),
  http.post(
    '*/api/control/combine/remove',
    authedStaffRoute(async (ctx) => answer(ctx, removeCombine(numberField(await readBody(ctx.request), 'id')))),
  ),
  http.post(
    '*/api/control/combine/generate',
    authedStaffRoute(async (ctx) => answer(ctx, generateCombines(await readBody(ctx.request), ctx.account.username))),
  ),
];
