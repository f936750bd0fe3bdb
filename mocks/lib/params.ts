// Query and body readers plus the list convention: 1-based `current`, `pageSize` (default 20), sorting.
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 1000;

export function text(query: URLSearchParams, key: string): string | undefined {
  const value = query.get(key)?.trim();
  return value ? value : undefined;
}

export function int(query: URLSearchParams, key: string): number | undefined {
  const value = text(query, key);
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

/** A body field as a number; numeric strings count, since some forms send them. */
export function numberField(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * Decimal places of a number as written out in full: `1e-9` has 9 and `1.5e-7` has 8 (JavaScript writes numbers
 * below 1e-6 in exponent notation, so counting the digits after a dot would see none).
 */
export function decimalPlaces(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

export function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function pageOf(query: URLSearchParams): { current: number; pageSize: number } {
  const current = Math.max(1, int(query, 'current') ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, int(query, 'pageSize') ?? DEFAULT_PAGE_SIZE));
  return { current, pageSize };
}

export function paginate<T>(rows: readonly T[], query: URLSearchParams): { list: T[]; total: number } {
  const { current, pageSize } = pageOf(query);
  return { list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length };
}

/** Sorts by `sortField`/`sortOrder` when the field exists on the rows (accepts antd's ascend/descend too). */
export function sortRows<T extends object>(rows: T[], query: URLSearchParams): T[] {
  const field = text(query, 'sortField');
  if (!field || !rows.some((r) => field in r)) return rows;
  const desc = /^desc/i.test(text(query, 'sortOrder') ?? 'asc');
  const valueOf = (row: T) => (row as Record<string, unknown>)[field];
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return desc ? -order : order;
  });
}

export function sumOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return Math.round(rows.reduce((sum, row) => sum + pick(row), 0) * 100) / 100;
}
