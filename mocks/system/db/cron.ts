// The scheduler's cron grammar (system.md 4.3), as the server checks it: five fields - minute, hour, day of month,
// month, day of week (0-7, 0 and 7 Sunday) - each `*`, `n`, `a-b`, a list `a,b`, or a step `*/n` / `a-b/n`. Names,
// L, W, ?, #, a seconds field: refused. When both day fields are restricted either may match (Vixie cron).
// Fire times are in UTC+8, the platform's zone. Our own code rather than a library: libraries accept more.
import { DAY_MS, HOUR_MS } from '@mocks/lib/time';

export type CronSchedule = {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** A day field other than a bare `*`. */
  dayRestricted: boolean;
  weekdayRestricted: boolean;
};

const RANGES: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
const PART = /^(?:(\*)|(\d{1,2})|(\d{1,2})-(\d{1,2}))(?:\/(\d{1,2}))?$/;

function parseField(field: string, [min, max]: readonly [number, number]): Set<number> | null {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const m = PART.exec(part);
    if (!m) return null;
    const [, star, single, from, to, step] = m;
    // `5/10` is no part of the grammar: a step needs `*` or a range before it.
    if (single !== undefined && step !== undefined) return null;
    const lo = star ? min : Number(single ?? from);
    const hi = star ? max : single !== undefined ? lo : Number(to);
    const by = step === undefined ? 1 : Number(step);
    if (lo < min || hi > max || lo > hi || by < 1) return null;
    for (let v = lo; v <= hi; v += by) values.add(v);
  }
  return values;
}

/** The schedule of a valid expression, or null when the grammar refuses it. */
export function parseCron(expression: string): CronSchedule | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const sets = fields.map((field, i) => parseField(field, RANGES[i]!));
  if (sets.some((s) => s === null)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.delete(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    dayRestricted: fields[2] !== '*',
    weekdayRestricted: fields[4] !== '*',
  };
}

export const isValidCron = (expression: string) => parseCron(expression) !== null;

const OFFSET_MS = 8 * HOUR_MS;
const MINUTE_MS = 60_000;

function dayMatches(s: CronSchedule, dayStart: number): boolean {
  const local = new Date(dayStart + OFFSET_MS);
  if (!s.months.has(local.getUTCMonth() + 1)) return false;
  const dom = s.days.has(local.getUTCDate());
  const dow = s.weekdays.has(local.getUTCDay());
  if (s.dayRestricted && s.weekdayRestricted) return dom || dow;
  return dom && dow;
}

const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

/** Every fire time in [from, to] (epoch ms, both inclusive), oldest first, at most `limit`. */
export function fireTimes(s: CronSchedule, from: number, to: number, limit = Infinity): number[] {
  const out: number[] = [];
  const hours = sorted(s.hours);
  const minutes = sorted(s.minutes);
  let day = Math.floor((from + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  for (; day <= to && out.length < limit; day += DAY_MS) {
    if (!dayMatches(s, day)) continue;
    for (const h of hours) {
      for (const m of minutes) {
        const at = day + h * HOUR_MS + m * MINUTE_MS;
        if (at >= from && at <= to && out.length < limit) out.push(at);
      }
    }
  }
  return out;
}

// Leap days: `0 0 29 2 *` fires once in four years (and 8 years around a skipped century leap year).
const SEARCH_MS = 9 * 366 * DAY_MS;

/** The first fire time strictly after `after`, or null when the expression never fires (`0 0 31 2 *`). */
export function nextFireTime(s: CronSchedule, after: number): number | null {
  const from = Math.floor(after / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  return fireTimes(s, from, from + SEARCH_MS, 1)[0] ?? null;
}
