// 组合测试 (control.md 1.5): list, detail, run, stop, remove simulation runs. Platform staff only.
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, numberField, pageOf } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { controlMessage } from '@mocks/control/db/messages';
import { listTests, removeTest, runTest, stopTest, testDetail } from '@mocks/control/db/combine-tests';

const answer = answerIn(controlMessage);

export const controlCombineTestHandlers = [
  http.get(
    '*/api/control/combineTest/list',
    authedStaffRoute((ctx) =>
      ctx.ok(listTests({ ...pageOf(ctx.query), gameId: int(ctx.query, 'gameId'), status: int(ctx.query, 'status') })),
    ),
  ),
  http.get(
    '*/api/control/combineTest/detail',
    authedStaffRoute((ctx) => answer(ctx, testDetail(int(ctx.query, 'id')))),
  ),
  http.post(
    '*/api/control/combineTest/run',
    authedStaffRoute(async (ctx) =>
      answer(ctx, runTest(await readBody(ctx.request), { id: ctx.account.id, username: ctx.account.username })),
    ),
  ),
  http.post(
    '*/api/control/combineTest/stop',
    authedStaffRoute(async (ctx) => answer(ctx, stopTest(numberField(await readBody(ctx.request), 'id')))),
  ),
  http.post(
    '*/api/control/combineTest/remove',
    authedStaffRoute(async (ctx) => answer(ctx, removeTest(numberField(await readBody(ctx.request), 'id')))),
  ),
];
