// The game area's bet order lists (all players), the status change, and the lists derived from status:
// adjustment (orders changed through changeStatus), pending (status 2) and failed (status 3).
import { http } from 'msw';
import { canChange, currentStatus, findOrder, ORDER_STATUS, recordChange } from '@mocks/domain/orders/bet-orders';
import { gameMessage } from '@mocks/game/handlers/messages';
import { queryOrders, sharedOrderFilter } from '@mocks/game/handlers/order-query';
import { betOrderSummary } from '@mocks/lib/bet-summary';
import { fail } from '@mocks/lib/envelope';
import { int, numberField, paginate, sortRows, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/domain/route';
import { db } from '@mocks/domain/store';
import { formatTime, inRange } from '@mocks/lib/time';
import { rangeFromQuery } from '@mocks/lib/date-span';

function listBy(status?: number) {
  return authedRoute((ctx) => {
    const found = queryOrders(ctx, status);
    if (!found.ok) return found.response;
    const summary = betOrderSummary(found.rows, text(ctx.query, 'currencyCode'));
    return ctx.ok({ ...paginate(sortRows(found.rows, ctx.query), ctx.query), summary });
  });
}

export const gameBetOrderHandlers = [
  http.get('*/api/game/betOrder/list', listBy()),
  http.get('*/api/game/pending/list', listBy(ORDER_STATUS.pending)),
  http.get('*/api/game/failed/list', listBy(ORDER_STATUS.failed)),

  http.get(
    '*/api/game/adjustment/list',
    authedRoute((ctx) => {
      const range = rangeFromQuery(ctx);
      if (!range.ok) return range.response;
      const id = text(ctx.query, 'id');
      const status = int(ctx.query, 'status');
      const shared = sharedOrderFilter(ctx);
      const rows = [...db().game.betOrderChanges]
        .reverse()
        .filter(
          (c) =>
            inRange(c.at, range.value) &&
            (id === undefined || c.orderId === id) &&
            (status === undefined || c.toStatus === status),
        )
        .flatMap((change) => {
          const order = findOrder(change.orderId);
          if (!order || !shared(order)) return [];
          return [
            {
              ...order,
              changeId: change.seq,
              fromStatus: change.fromStatus,
              toStatus: change.toStatus,
              remark: change.remark,
              operator: change.operator,
              changeTime: formatTime(change.at),
            },
          ];
        });
      const summary = betOrderSummary(rows, text(ctx.query, 'currencyCode'));
      return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary });
    }),
  ),

  http.post(
    '*/api/game/betOrder/changeStatus',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = textField(body, 'id');
      const to = numberField(body, 'status');
      const order = id ? findOrder(id) : undefined;
      // Another scope's order answers like a missing one.
      if (!order || !ctx.inScope(order)) return fail(gameMessage(ctx.lang, 'orderNotFound'));
      const from = currentStatus(order.id);
      if (to === undefined || !canChange(from, to)) return fail(gameMessage(ctx.lang, 'statusChangeRefused'));
      recordChange(order.id, from, to, textField(body, 'remark').slice(0, 200), ctx.account.username);
      return ctx.ok({ ...order, status: to });
    }),
  ),
];
