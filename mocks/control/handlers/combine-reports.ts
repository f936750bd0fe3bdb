// Combine hit reports (control.md 1.3 memory, 1.4 total): the lists with their filters, default order and summary
// over the filtered rows, and the memory reset. Platform staff only. The total takes the report area's period and
// date (README 0.2, the same parsing and refusals as the reports).
import { http } from 'msw';
import { answerIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, sortRows } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { spanOf } from '@mocks/domain/reports/answer';
import { controlMessage } from '@mocks/control/db/messages';
import { memoryRows, resetMemory, statSummary, totalRows } from '@mocks/control/db/combine-stats';
import type { AuthedCtx } from '@mocks/domain/route';
import type { CombineStatRow } from '@/api/control-reports';

const answer = answerIn(controlMessage);

function filtered<Row extends CombineStatRow>(ctx: AuthedCtx, rows: Row[]): Row[] {
  const gameId = int(ctx.query, 'gameId');
  const combineId = int(ctx.query, 'combineId');
  return rows.filter(
    (r) => (gameId === undefined || r.gameId === gameId) && (combineId === undefined || r.combineId === combineId),
  );
}

function listAnswer(ctx: AuthedCtx, rows: CombineStatRow[]): Response {
  return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary: statSummary(rows) });
}

export const controlCombineReportHandlers = [
  http.get(
    '*/api/control/combineReportMemory/list',
    authedStaffRoute((ctx) => listAnswer(ctx, filtered(ctx, memoryRows()))),
  ),
  http.post(
    '*/api/control/combineReportMemory/reset',
    authedStaffRoute(async (ctx) => answer(ctx, resetMemory(numberField(await readBody(ctx.request), 'gameId')))),
  ),
  http.get(
    '*/api/control/combineReportTotal/list',
    authedStaffRoute((ctx) => {
      const found = spanOf(ctx);
      if (!found.ok) return found.response;
      return listAnswer(ctx, filtered(ctx, totalRows(found.span)));
    }),
  ),
];
