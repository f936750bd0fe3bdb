// What every report call shares: the period and days (README 0.2, refused beyond 31 days / 12 months), the merchant
// and currency filters inside the caller's scope (0.4: a value outside it finds nothing), and the list answer with
// the default order (statDate desc, then the page's main amount desc), sorting, paging and the summary.
import { int, paginate, sortRows, text } from '@mocks/lib/params';
import type { AuthedCtx } from '@mocks/lib/route';
import { fail } from '@mocks/lib/envelope';
import { parseSpan, type Span } from '@mocks/report/db/period';
import { reportMessage } from '@mocks/report/handlers/messages';

export type SpanAnswer = { ok: true; span: Span } | { ok: false; response: Response };

export function spanOf(ctx: AuthedCtx): SpanAnswer {
  const parsed = parseSpan(text(ctx.query, 'period'), ctx.query.get('date'));
  if (parsed.ok) return parsed;
  if (parsed.reason === 'invalid') return { ok: false, response: ctx.fail('invalidDate') };
  const key = parsed.reason === 'days' ? 'dayRangeTooLong' : 'monthRangeTooLong';
  return { ok: false, response: fail(reportMessage(ctx.lang, key)) };
}

export type OrgRow = { merchantTeamId: number; merchantId: number; currencyCode: string };

/** The scope plus the merchantTeamId, merchantId and currencyCode filters every report takes. */
export function orgFilter(ctx: AuthedCtx): (row: OrgRow) => boolean {
  const teamId = int(ctx.query, 'merchantTeamId');
  const merchantId = int(ctx.query, 'merchantId');
  const currency = text(ctx.query, 'currencyCode');
  return (r) =>
    ctx.inScope(r) &&
    (teamId === undefined || r.merchantTeamId === teamId) &&
    (merchantId === undefined || r.merchantId === merchantId) &&
    (currency === undefined || r.currencyCode === currency);
}

type Sortable = { statDate: string };

export function listAnswer<Row extends Sortable>(
  ctx: AuthedCtx,
  rows: Row[],
  main: (row: Row) => number,
  summary: object,
): Response {
  const ordered = [...rows].sort((a, b) =>
    a.statDate === b.statDate ? main(b) - main(a) : a.statDate < b.statDate ? 1 : -1,
  );
  return ctx.ok({ ...paginate(sortRows(ordered, ctx.query), ctx.query), summary });
}
