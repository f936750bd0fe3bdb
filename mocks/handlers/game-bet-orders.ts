// The game area's bet order lists (all players), the status change, and the lists derived from status:
// adjustment (orders changed through changeStatus), pending (status 2) and failed (status 3).
import { http } from 'msw';
import {
  canChange,
  currentStatus,
  findOrder,
  ordersInRange,
  ORDER_STATUS,
  recordChange,
  type GameBetOrderRow,
} from '@mocks/db/game-bet-orders';
import { db } from '@mocks/db/store';
import { gameMessage } from '@mocks/handlers/game-messages';
import { rangeFromQuery } from '@mocks/handlers/player-common';
import { fail } from '@mocks/lib/envelope';
import { int, numberField, paginate, sortRows, sumOf, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type Ctx } from '@mocks/lib/route';
import { DAY_MS, formatTime, inRange, startOfToday } from '@mocks/lib/time';

type Query = { ok: true; rows: GameBetOrderRow[] } | { ok: false; response: Response };

/** Filters shared by every bet order list; the date range defaults to today and keeps the 7-day rule. */
function queryOrders(ctx: Ctx, status?: number): Query {
  const today = startOfToday();
  const range = rangeFromQuery(ctx, { start: today, end: today + DAY_MS - 1000 });
  if (!range.ok) return range;
  const id = text(ctx.query, 'id');
  const byParent = text(ctx.query, 'idType') === 'pid';
  const gameId = int(ctx.query, 'gameId');
  const playerId = int(ctx.query, 'playerId');
  const teamId = int(ctx.query, 'merchantTeamId');
  const wanted = status ?? int(ctx.query, 'status');
  const rows = ordersInRange(
    range.value!,
    (r) =>
      (id === undefined || (byParent ? r.pid : r.id) === id) &&
      (gameId === undefined || r.gameId === gameId) &&
      (playerId === undefined || r.playerId === playerId) &&
      (teamId === undefined || r.merchantTeamId === teamId) &&
      (wanted === undefined || r.status === wanted),
    int(ctx.query, 'dateType') === 1,
  );
  // Newest settlement first; plain comparisons, since localeCompare is slow over thousands of rows.
  const newestFirst = (a: GameBetOrderRow, b: GameBetOrderRow) =>
    a.balanceTime === b.balanceTime ? (a.id < b.id ? 1 : -1) : a.balanceTime < b.balanceTime ? 1 : -1;
  return { ok: true, rows: rows.sort(newestFirst) };
}

function summaryOf(rows: GameBetOrderRow[]) {
  return {
    betAmount: sumOf(rows, (r) => r.betAmount),
    boundsAmount: sumOf(rows, (r) => r.boundsAmount),
    winAmount: sumOf(rows, (r) => r.winAmount),
    prizePoolAmount: sumOf(rows, (r) => r.prizePoolAmount),
    prizePoolWinAmount: sumOf(rows, (r) => r.prizePoolWinAmount),
  };
}

function listBy(status?: number) {
  return authedRoute((ctx) => {
    const found = queryOrders(ctx, status);
    if (!found.ok) return found.response;
    return ctx.ok({ ...paginate(sortRows(found.rows, ctx.query), ctx.query), summary: summaryOf(found.rows) });
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
      const playerId = int(ctx.query, 'playerId');
      const gameId = int(ctx.query, 'gameId');
      const status = int(ctx.query, 'status');
      const rows = [...db().game.betOrderChanges]
        .reverse()
        .filter((c) => inRange(c.at, range.value) && (id === undefined || c.orderId === id))
        .flatMap((change) => {
          const order = findOrder(change.orderId);
          if (!order || (playerId !== undefined && order.playerId !== playerId)) return [];
          if ((gameId !== undefined && order.gameId !== gameId) || (status !== undefined && change.toStatus !== status))
            return [];
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
      return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary: summaryOf(rows) });
    }),
  ),

  http.post(
    '*/api/game/betOrder/changeStatus',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = textField(body, 'id');
      const to = numberField(body, 'status');
      const order = id ? findOrder(id) : undefined;
      if (!order) return fail(gameMessage(ctx.lang, 'orderNotFound'));
      const from = currentStatus(order.id);
      if (to === undefined || !canChange(from, to)) return fail(gameMessage(ctx.lang, 'statusChangeRefused'));
      recordChange(order.id, from, to, textField(body, 'remark').slice(0, 200), ctx.account.username);
      return ctx.ok({ ...order, status: to });
    }),
  ),
];
