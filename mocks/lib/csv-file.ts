// The platform's export files: one header of field names, then a line per row. Amounts and counts are plain numbers a
// spreadsheet can add (amounts with exactly two decimals, no thousands separators, '-' when negative), times
// YYYY-MM-DD HH:mm:ss in UTC+8, and text that a spreadsheet would run as a formula starts with an apostrophe.
import { formatTime } from '@mocks/lib/time';

export type CellKind = 'text' | 'amount' | 'count' | 'time';
export type FileColumn<R> = { key: string; kind: CellKind; value: (row: R) => unknown };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function textCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function numberCell(value: unknown, decimals: number): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  const text = n.toFixed(decimals);
  // A value that rounds to zero has no sign.
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

function cell(kind: CellKind, value: unknown): string {
  switch (kind) {
    case 'amount':
      return numberCell(value, 2);
    case 'count':
      return numberCell(value, 0);
    case 'time':
      return typeof value === 'number' ? (value ? formatTime(value) : '') : textCell(value);
    default:
      return textCell(value);
  }
}

export function csvFile<R>(columns: readonly FileColumn<R>[], rows: readonly R[]): string {
  const lines = [columns.map((c) => c.key).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.kind, c.value(row))).join(','));
  // The BOM lets spreadsheet tools read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
