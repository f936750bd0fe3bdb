// Display formats shared by tables, exports and forms (spec section 9): amounts with thousands separators and two
// decimals, times as YYYY-MM-DD HH:mm:ss in the console's time zone, and `--` for anything empty.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { consoleTimezone } from '@/lib/client-prefs';
import { serverNow } from '@/lib/server-time';

dayjs.extend(utc);

export const EMPTY_TEXT = '--';
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

function toNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

// One formatter per number of decimals: toLocaleString with options builds a new one on every call, which shows
// on a 200-row page. en-US grouping on purpose: the platform shows 1,234.50 in every interface language.
const formatters = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format;
}

/** `1234.5` -> `1,234.50`; not a number -> `--`. */
export function formatAmount(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? EMPTY_TEXT : numberFormat(decimals).format(n);
}

// Files (CSV) hold numbers a spreadsheet can add: no grouping, the same rounding as the screen.
const plainFormatters = new Map<number, Intl.NumberFormat>();
function plainFormat(decimals: number): Intl.NumberFormat {
  let format = plainFormatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    plainFormatters.set(decimals, format);
  }
  return format;
}

/** `-1234.5` -> `-1234.50` (a number in a file); not a number -> `''`. A value that rounds to zero has no sign. */
export function plainNumber(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  const text = plainFormat(decimals).format(n);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

const upToFormatters = new Map<number, Intl.NumberFormat>();
function upToFormat(maxDecimals: number): Intl.NumberFormat {
  let format = upToFormatters.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals });
    upToFormatters.set(maxDecimals, format);
  }
  return format;
}

/**
 * Whole numbers (counts) with thousands separators; with `maxDecimals`, up to that many decimals written out
 * (a rate of `1e-8` reads 0.00000001, as String() would not).
 */
export function formatCount(value: unknown, maxDecimals = 0): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_TEXT;
  return maxDecimals > 0 ? upToFormat(maxDecimals).format(n) : numberFormat(0).format(n);
}

/**
 * A change with its sign written out in ASCII (`+5.35`, `-5.35`, `0.00`): what a copy pastes is a number (U+2212 "−"
 * is not one to a spreadsheet or a search box). A value that rounds to zero has no sign.
 */
export function formatDelta(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return EMPTY_TEXT;
  const shown = numberFormat(decimals).format(Math.abs(n));
  if (/^[0,.]+$/.test(shown)) return shown;
  return `${n > 0 ? '+' : '-'}${shown}`;
}

export function isNegative(value: unknown): boolean {
  const n = toNumber(value);
  return n !== null && n < 0;
}

/**
 * A wire time as text: `YYYY-MM-DD HH:mm:ss` strings are shown as they are (already in the console zone); epoch
 * numbers (or digit strings) of 13 digits are milliseconds, otherwise seconds, shown in the console zone.
 */
export function formatTime(value: unknown, format = TIME_FORMAT): string {
  if (isBlank(value)) return EMPTY_TEXT;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n === 0) return EMPTY_TEXT;
    const ms = text.length >= 13 ? n : n * 1000;
    return dayjs(ms).utcOffset(consoleTimezone().offsetMinutes).format(format);
  }
  // Already in the wanted shape (the usual wire value): no parsing, which adds up over a large table.
  if (format === TIME_FORMAT && WIRE_TIME.test(text)) return text;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.format(format) : text;
}

/**
 * Now as a wall-clock time in the console zone (a local dayjs holding those fields), for defaults and presets. By
 * the server's clock (spec section 7, the one the header shows), not the machine's: with the server past midnight
 * and the machine not, "today" is the server's today.
 */
export function consoleNow(now: number = serverNow()): Dayjs {
  return dayjs(dayjs(now).utcOffset(consoleTimezone().offsetMinutes).format(TIME_FORMAT));
}

/** Today 00:00:00 to 23:59:59 in the console zone. */
export function todayRange(now?: number): [Dayjs, Dayjs] {
  const today = consoleNow(now);
  return [today.startOf('day'), today.endOf('day').millisecond(0)];
}
