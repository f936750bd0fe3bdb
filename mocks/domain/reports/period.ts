// Days and months of a report request (README 0.2): `date` widened to whole UTC+8 days or months, at most 31 days or
// 12 months, defaulting to today or this month; only days inside the history (HISTORY_DAYS) (and not after today) have data.
import { dateSpan } from '@mocks/lib/date-span';
import { DAY_MS, formatTime, parseTime, startOfDay, startOfToday, type TimeRange } from '@mocks/lib/time';
import { HISTORY_DAYS } from '@mocks/domain/players/activity';
import type { ReportPeriod } from '@/api/report';

export const MAX_DAYS = 31;
export const MAX_MONTHS = 12;

export type Span = {
  period: ReportPeriod;
  /** Day starts (ms) with data, oldest first. */
  days: number[];
};

export type SpanParse = { ok: true; span: Span } | { ok: false; reason: 'period' | 'invalid' | 'days' | 'months' };

export const dayText = (day: number) => formatTime(day).slice(0, 10);
export const monthText = (day: number) => formatTime(day).slice(0, 7);

function monthStart(month: string): number {
  return parseTime(`${month}-01`) ?? 0;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** First day with data (the history window). */
export function historyStart(today = startOfToday()): number {
  return today - (HISTORY_DAYS - 1) * DAY_MS;
}

function daysWithData(first: number, last: number): number[] {
  const today = startOfToday();
  const days: number[] = [];
  for (let d = Math.max(first, historyStart(today)); d <= Math.min(last, today); d += DAY_MS) days.push(d);
  return days;
}

export function parseSpan(periodText: string | undefined, dateText: string | null): SpanParse {
  const period: ReportPeriod = periodText === 'month' ? 'month' : 'day';
  if (periodText !== undefined && periodText !== 'day' && periodText !== 'month')
    return { ok: false, reason: 'invalid' };
  const today = startOfToday();
  // Widened to whole days (README 0.2); the month limit is counted below.
  const days = dateSpan(dateText, {
    max: { days: period === 'day' ? MAX_DAYS : Number.POSITIVE_INFINITY },
    fallback: () => ({ start: today, end: today }),
  });
  if (!days.ok) return { ok: false, reason: days.reason === 'invalid' ? 'invalid' : 'days' };
  const range: TimeRange = days.range ?? { start: today, end: today };
  if (period === 'day')
    return { ok: true, span: { period, days: daysWithData(startOfDay(range.start), startOfDay(range.end)) } };
  const firstMonth = monthText(range.start);
  const lastMonth = monthText(range.end);
  let months = 1;
  for (let m = firstMonth; m < lastMonth; m = nextMonth(m)) months += 1;
  if (months > MAX_MONTHS) return { ok: false, reason: 'months' };
  const last = monthStart(nextMonth(lastMonth)) - DAY_MS;
  return { ok: true, span: { period, days: daysWithData(monthStart(firstMonth), last) } };
}

/** The row's `statDate` for a day of the span. */
export function statDateOf(period: ReportPeriod, day: number): string {
  return period === 'day' ? dayText(day) : monthText(day);
}

/** The last day of a `YYYY-MM` month, as `YYYY-MM-DD`. */
export function lastDayOfMonth(month: string): string {
  return dayText(monthStart(nextMonth(month)) - DAY_MS);
}
