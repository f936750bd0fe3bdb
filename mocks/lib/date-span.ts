// The `date` filter of every list (back-office README 0.2), in one place: `start,end` in UTC+8, malformed is refused
// (invalidDate), a span longer than the list allows is refused with the list's message, and an absent filter takes
// the list's default. The rules differ per list only in these settings.
import type { MsgKey } from '@mocks/lib/i18n';
import type { Ctx } from '@mocks/lib/request-context';
import { DAY_MS, parseRange, startOfDay, startOfToday, type TimeRange } from '@mocks/lib/time';

export type SpanRule = {
  /** The longest span: as time (7 days of a log list, 24 hours of the runtime log) or as whole days counted (31). */
  max: { ms: number } | { days: number };
  /** What an absent filter means: a default span, or null for unfiltered. */
  fallback?: () => TimeRange | null;
  /**
   * How a given span is widened before it is checked: `endSecond` keeps the whole end second (+999 ms, not counted
   * against the limit), `dateOnlyEnd` makes a date-only end the whole of that day.
   */
  widen?: 'endSecond' | 'dateOnlyEnd';
};

export type SpanAnswer = { ok: true; range: TimeRange | null } | { ok: false; reason: 'invalid' | 'tooLong' };

/** The number of UTC+8 days a span touches, both ends counted. */
export function daysTouched(range: TimeRange): number {
  return Math.round((startOfDay(range.end) - startOfDay(range.start)) / DAY_MS) + 1;
}

function widened(value: string, range: TimeRange, widen: SpanRule['widen']): TimeRange {
  if (widen === 'endSecond') return { ...range, end: range.end + 999 };
  if (widen === 'dateOnlyEnd' && /,\s*\d{4}-\d{2}-\d{2}\s*$/.test(value))
    return { ...range, end: range.end + DAY_MS - 1000 };
  return range;
}

function tooLong(range: TimeRange, rule: SpanRule): boolean {
  if ('days' in rule.max) return daysTouched(range) > rule.max.days;
  const slack = rule.widen === 'endSecond' ? 999 : 0;
  return range.end - range.start - slack > rule.max.ms;
}

export function dateSpan(value: string | null, rule: SpanRule): SpanAnswer {
  const parsed = parseRange(value);
  if (!parsed.ok) return { ok: false, reason: 'invalid' };
  const given = parsed.range && widened(value ?? '', parsed.range, rule.widen);
  if (given && tooLong(given, rule)) return { ok: false, reason: 'tooLong' };
  return { ok: true, range: given ?? rule.fallback?.() ?? null };
}

/** The log lists' rule: at most 7 days as time (README 0.2). */
export const SEVEN_DAYS: SpanRule['max'] = { ms: 7 * DAY_MS };

export type Found<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The request's `date` under a rule, or the refusal: invalidDate, or the list's own message for a span too long
 * (dateRangeTooLong unless the list says otherwise).
 */
export function spanFromQuery(
  ctx: Ctx,
  rule: SpanRule,
  refuseTooLong: () => Response = () => ctx.fail('dateRangeTooLong' satisfies MsgKey),
): Found<TimeRange | null> {
  const answer = dateSpan(ctx.query.get('date'), rule);
  if (answer.ok) return { ok: true, value: answer.range };
  return { ok: false, response: answer.reason === 'invalid' ? ctx.fail('invalidDate') : refuseTooLong() };
}

/**
 * A 31-day list's `date` (control corrections, approvals): the last 7 days (today included) when absent, at most 31
 * days touched, refused with the 31-day message.
 */
export function weekWithin31Days(ctx: Ctx): Found<TimeRange> {
  const today = startOfToday();
  const lastWeek = { start: today - 6 * DAY_MS, end: today + DAY_MS - 1000 };
  const span = spanFromQuery(ctx, { max: { days: 31 }, fallback: () => lastWeek }, () =>
    ctx.fail('dateRange31TooLong' satisfies MsgKey),
  );
  return span.ok ? { ok: true, value: span.value ?? lastWeek } : span;
}

/** The player and order lists' `date` filter: at most 7 days; absent means unfiltered unless a fallback is given. */
export function rangeFromQuery(ctx: Ctx, fallback: TimeRange | null = null): Found<TimeRange | null> {
  return spanFromQuery(ctx, { max: SEVEN_DAYS, fallback: () => fallback });
}
