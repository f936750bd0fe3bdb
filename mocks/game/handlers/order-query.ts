// The filters of the game area's bet order lists, inside the caller's data scope: the shared ones (game, player,
// merchant team, merchant, currency) and the query of the three lists that read the orders by settlement day.
import { ordersInRange } from '@mocks/domain/orders/bet-orders';
import { orgFilter } from '@mocks/domain/org-filter';
import { int, text } from '@mocks/lib/params';
import type { AuthedCtx } from '@mocks/domain/route';
import { DAY_MS, startOfToday } from '@mocks/lib/time';
import { rangeFromQuery } from '@mocks/lib/date-span';
import type { GameBetOrder } from '@/api/game';

type Query = { ok: true; rows: GameBetOrder[] } | { ok: false; response: Response };

/** The filters every bet order list shares; a value outside the caller's scope finds nothing. */
export function sharedOrderFilter(ctx: AuthedCtx): (row: GameBetOrder) => boolean {
  const gameId = int(ctx.query, 'gameId');
  const playerId = int(ctx.query, 'playerId');
  const org = orgFilter(ctx);
  return (r) =>
    org(r) && (gameId === undefined || r.gameId === gameId) && (playerId === undefined || r.playerId === playerId);
}

/** betOrder, pending and failed: the date range defaults to the server's today and keeps the 7-day rule. */
export function queryOrders(ctx: AuthedCtx, status?: number): Query {
  const today = startOfToday();
  const range = rangeFromQuery(ctx, { start: today, end: today + DAY_MS - 1000 });
  if (!range.ok) return range;
  const id = text(ctx.query, 'id');
  const byParent = text(ctx.query, 'idType') === 'pid';
  const wanted = status ?? int(ctx.query, 'status');
  const shared = sharedOrderFilter(ctx);
  const rows = ordersInRange(
    range.value!,
    (r) =>
      (id === undefined || (byParent ? r.pid : r.id) === id) &&
      (wanted === undefined || r.status === wanted) &&
      shared(r),
    int(ctx.query, 'dateType') === 1,
  );
  // Newest settlement first; plain comparisons, since localeCompare is slow over thousands of rows.
  const newestFirst = (a: GameBetOrder, b: GameBetOrder) =>
    a.balanceTime === b.balanceTime ? (a.id < b.id ? 1 : -1) : a.balanceTime < b.balanceTime ? 1 : -1;
  return { ok: true, rows: rows.sort(newestFirst) };
}
