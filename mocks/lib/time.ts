// Every wire time is UTC+8 (the console's default zone), independent of the host's TZ setting.
import { mockNow } from '@mocks/lib/clock';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const MAX_RANGE_MS = 7 * DAY_MS;
const OFFSET_MS = 8 * HOUR_MS;

function shifted(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString();
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
let formattedDay = NaN;
let formattedDate = '';

/** `YYYY-MM-DD HH:mm:ss` in UTC+8. The date part is kept for the last day formatted and the time is worked out, not
 * parsed back out of an ISO string: a day's bet order list formats some 24,000 times on its first call. */
export function formatTime(ms: number): string {
  const local = ms + OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (day !== formattedDay) {
    // Throws on an invalid time, as toISOString does.
    formattedDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    formattedDay = day;
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${formattedDate} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
}

/** `YYYYMMDD-HHmmss` in UTC+8, for file names. */
export function compactStamp(ms: number): string {
  const s = shifted(ms);
  return `${s.slice(0, 10).replaceAll('-', '')}-${s.slice(11, 19).replaceAll(':', '')}`;
}

/** Parses `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`) as UTC+8; null when malformed. */
export function parseTime(text: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(text.trim());
  if (!m) return null;
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : '00:00:00';
  const ms = Date.parse(`${m[1]}T${time}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

export function startOfDay(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

export function startOfToday(now = mockNow()): number {
  return startOfDay(now);
}

/** Stable day index (days since epoch in UTC+8); used in seeds and ids. */
export function dayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

export type TimeRange = { start: number; end: number };
export type RangeParse = { ok: true; range: TimeRange | null } | { ok: false };

/** Reads a `start,end` query value; absent means no range, malformed is an error. */
export function parseRange(value: string | null): RangeParse {
  if (value === null || value.trim() === '') return { ok: true, range: null };
  const [a, b] = value.split(',');
  const start = a ? parseTime(a) : null;
  const end = b ? parseTime(b) : null;
  if (start === null || end === null || end < start) return { ok: false };
  return { ok: true, range: { start, end } };
}

export function exceedsSevenDays(range: TimeRange | null): boolean {
  return range !== null && range.end - range.start > MAX_RANGE_MS;
}

export function inRange(ms: number, range: TimeRange | null): boolean {
  // The end second is inclusive: "23:59:59" must keep rows stamped 23:59:59.xxx.
  return range === null || (ms >= range.start && ms < range.end + 1000);
}

export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
