// The four reports of the counted orders (reports.md 3.3-3.5, 3.8): game, merchant, player and currency, each with a
// day and a month view, read from the day aggregates.
import { http } from 'msw';
import { int } from '@mocks/lib/params';
import { authedRoute, type AuthedCtx } from '@mocks/domain/route';
import { collect, rateFn, type Group } from '@mocks/domain/reports/collect';
import type { DayAggregate, OrderCell } from '@mocks/domain/reports/day-aggregate';
import { currencyRowOf, gameRow, merchantKey, merchantRow, playerRowOf } from '@mocks/domain/reports/order-reports';
import { orderSummary, sumField, currenciesOf } from '@mocks/report/db/summary';
import { orgFilter } from '@mocks/domain/org-filter';
import { listAnswer, spanOf } from '@mocks/domain/reports/answer';
import type { Span } from '@mocks/domain/reports/period';

type Report = {
  cellsOf: (a: DayAggregate) => readonly OrderCell[];
  keyOf: (cell: OrderCell) => string;
  /** The report's own filters. */
  filters: string[];
  answer: (ctx: AuthedCtx, groups: Group[], span: Span) => Response;
};

const byCells = (a: DayAggregate) => a.cells;
const mainAmount = (row: { betAmountCny: number }) => row.betAmountCny;

function report(def: Report) {
  return authedRoute((ctx) => {
    const found = spanOf(ctx);
    if (!found.ok) return found.response;
    const org = orgFilter(ctx);
    const own = def.filters.map((key) => [key, int(ctx.query, key)] as const);
    const keep = (cell: OrderCell) =>
      org(cell) &&
      own.every(([key, value]) => value === undefined || (key === 'gameId' ? cell.gameId : cell.playerId) === value);
    const groups = collect(found.span, { cellsOf: def.cellsOf, keep, keyOf: def.keyOf });
    return def.answer(ctx, groups, found.span);
  });
}

export const reportOrderHandlers = [
  http.get(
    '*/api/report/game/list',
    report({
      cellsOf: byCells,
      keyOf: (c) => `${c.gameId}|${c.currencyCode}`,
      filters: ['gameId'],
      answer: (ctx, groups) => listAnswer(ctx, groups.map(gameRow), mainAmount, orderSummary(groups)),
    }),
  ),
  http.get(
    '*/api/report/merchant/list',
    report({
      cellsOf: byCells,
      keyOf: merchantKey,
      filters: [],
      answer: (ctx, groups, span) => {
        const rate = rateFn();
        const rows = groups.map((g) => merchantRow(g, rate));
        const summary: Record<string, number | null> = orderSummary(groups);
        // Fees are monthly (3.4): summed in a month view, absent from a day view's summary.
        if (span.period === 'month') {
          summary.feeAmountCny = sumField(rows, (r) => r.feeAmountCny ?? 0);
          if (currenciesOf(rows) <= 1) summary.feeAmount = sumField(rows, (r) => r.feeAmount ?? 0);
        }
        return listAnswer(ctx, rows, mainAmount, summary);
      },
    }),
  ),
  http.get(
    '*/api/report/player/list',
    report({
      cellsOf: (a) => a.playerCells,
      keyOf: (c) => String(c.playerId),
      filters: ['playerId', 'gameId'],
      answer: (ctx, groups) =>
        listAnswer(ctx, groups.map(playerRowOf()), mainAmount, orderSummary(groups, ['gameCount'])),
    }),
  ),
  http.get(
    '*/api/report/currency/list',
    report({
      cellsOf: byCells,
      keyOf: (c) => c.currencyCode,
      filters: [],
      answer: (ctx, groups) =>
        listAnswer(ctx, groups.map(currencyRowOf(ctx.lang)), mainAmount, orderSummary(groups, ['merchantCount'])),
    }),
  ),
];
