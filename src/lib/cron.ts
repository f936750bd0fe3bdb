// Cron expressions as the platform's scheduler takes them (back-office system.md): five fields - minute, hour, day
// of month, month, day of week - each `*`, a number, a range, a list or a step; no seconds, no names, no L, W, #
// or ?. The check is ours (the libraries accept more than the scheduler does); the next fire times (croner) and the
// readable text in the interface's language (cronstrue) load only where a cron is shown.
import { consoleTimezone } from '@/lib/client-prefs';
import { formatConsoleTime, serverNow } from '@/lib/server-time';

export type CronProblem = 'fields' | 'syntax' | 'range' | 'never';
export type CronCheck = { ok: true } | { ok: false; problem: CronProblem; field?: number };

const FIELD_RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
// A step follows `*` or a range only (`*/5`, `1-10/2`): `5/10` is no part of the scheduler's grammar.
const PART = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/;

function checkField(field: string, [min, max]: [number, number]): CronProblem | null {
  for (const part of field.split(',')) {
    const m = PART.exec(part);
    if (!m) return 'syntax';
    const [, , from, to, step] = m;
    if (step !== undefined && from !== undefined && to === undefined) return 'syntax';
    const numbers = [from, to, step].filter((n): n is string => n !== undefined).map(Number);
    if (step !== undefined && Number(step) === 0) return 'range';
    if (from !== undefined && (Number(from) < min || Number(from) > max)) return 'range';
    if (to !== undefined && (Number(to) < Number(from) || Number(to) > max)) return 'range';
    if (numbers.some((n) => !Number.isInteger(n))) return 'syntax';
  }
  return null;
}

/** The values a field that passed `checkField` names. */
function valuesOf(field: string, [min, max]: [number, number]): number[] {
  const out: number[] = [];
  for (const part of field.split(',')) {
    const [, , from, to, step] = PART.exec(part)!;
    const lo = from === undefined ? min : Number(from);
    const hi = to !== undefined ? Number(to) : from === undefined ? max : lo;
    for (let v = lo; v <= hi; v += Number(step ?? 1)) out.push(v);
  }
  return out;
}

// The longest each month can be: February has a 29th in leap years, so `0 0 29 2 *` does fire.
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A day of the month none of the chosen months has (`0 0 31 2 *`): valid, and never fires. With the weekday
 * restricted too, either day field may match (as the scheduler reads it), so some day always does.
 */
function neverFires([, , days, months, weekdays]: string[]): boolean {
  if (days === '*' || weekdays !== '*') return false;
  const longest = Math.max(...valuesOf(months!, FIELD_RANGES[3]!).map((m) => MONTH_DAYS[m - 1]!));
  return Math.min(...valuesOf(days!, FIELD_RANGES[2]!)) > longest;
}

export function checkCron(expression: string): CronCheck {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) return { ok: false, problem: 'fields' };
  for (const [i, field] of fields.entries()) {
    const problem = checkField(field, FIELD_RANGES[i]!);
    if (problem) return { ok: false, problem, field: i };
  }
  return neverFires(fields) ? { ok: false, problem: 'never', field: 2 } : { ok: true };
}

const CRONSTRUE_LOCALE: Record<string, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en', 'pt-BR': 'pt_BR' };
const ZONE_BY_OFFSET: Record<number, string> = { 480: 'Asia/Shanghai' };

export type CronPreview = { description: string; next: string[] };

/** The readable text and the next fire times (in the console's zone, from the server's now) of a valid expression. */
export async function cronPreview(expression: string, language: string, count = 5): Promise<CronPreview> {
  const [{ Cron }, { default: cronstrue }] = await Promise.all([
    import('croner'),
    import('cronstrue'),
    import('cronstrue/locales/zh_CN'),
    import('cronstrue/locales/pt_BR'),
  ]);
  const zone = consoleTimezone();
  const job = new Cron(expression.trim(), {
    paused: true,
    timezone:
      ZONE_BY_OFFSET[zone.offsetMinutes] ??
      `Etc/GMT${zone.offsetMinutes >= 0 ? '-' : '+'}${Math.abs(zone.offsetMinutes / 60)}`,
    startAt: new Date(serverNow()),
  });
  const next = job.nextRuns(count, new Date(serverNow())).map((date) => formatConsoleTime(date.getTime()));
  const description = cronstrue.toString(expression.trim(), {
    locale: CRONSTRUE_LOCALE[language] ?? 'en',
    use24HourTimeFormat: true,
    verbose: false,
  });
  return { description, next };
}
