// What every report call shares: the period and days (README 0.2, refused beyond 31 days / 12 months), the merchant
// and currency filters (mocks/lib/org-filter.ts), and the list answer with
// the default order (statDate desc, then the page's main amount desc), sorting, paging and the summary.
import { paginate, sortRows, text } from '@mocks/lib/params';
import type { AuthedCtx } from '@mocks/domain/route';
import { fail } from '@mocks/lib/envelope';
import { parseSpan, type Span } from '@mocks/domain/reports/period';
import { reportMessage } from '@mocks/domain/reports/messages';

export type SpanAnswer = { ok: true; span: Span } | { ok: false; response: Response };

export function spanOf(ctx: AuthedCtx): SpanAnswer {
  const parsed = parseSpan(text(ctx.query, 'period'), ctx.query.get('date'));
  if (parsed.ok) return parsed;
  if (parsed.reason === 'period') return { ok: false, response: ctx.fail('invalidParams') };
  if (parsed.reason === 'invalid') return { ok: false, response: ctx.fail('invalidDate') };
  const key = parsed.reason === 'days' ? 'dayRangeTooLong' : 'monthRangeTooLong';
  return { ok: false, response: fail(reportMessage(ctx.lang, key)) };
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
