// The day/month mechanism of every page that reads per day or month (the report area, the control area's combine
// totals): the period switch and its range (README 0.2), the `statDate` column, a month row drilled into its days,
// and a key for rows the platform sends without an id.
import { monthDays } from '@/lib/months';
import type { ColumnDecl, DrillDecl, FilterDecl } from '@/components/resource-kit/types';

type Stat = { statDate: string };
type Wire = Record<string, string | number | string[]>;

/** Day/month switch and its range: at most 31 days or 12 months, refused before any call (kit periodRange). */
export const PERIOD_FILTERS: FilterDecl[] = [
  { key: 'period', kind: 'period' },
  { key: 'date', kind: 'periodRange', maxDays: 31, maxMonths: 12 },
];

export function statDateColumn<T extends Stat>(): ColumnDecl<T> {
  return { key: 'statDate' as ColumnDecl<T>['key'], fixed: 'left', sortable: true };
}

export const isDayRow = (row: Stat) => row.statDate.length === 10;

/** The merchant team, merchant and currency the list is filtered by (and `keys`), carried into a drill. */
export function carried(current: Record<string, unknown>, ...keys: string[]): Wire {
  const out: Wire = {};
  for (const key of ['merchantTeamId', 'merchantId', 'currencyCode', ...keys]) {
    const value = current[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** A month row opens the same page in the day view of that month, for the row's own keys. */
export function monthIntoDays<T extends Stat>(page: string, keys: (row: T) => Wire): DrillDecl<T> {
  return {
    key: 'days',
    page,
    visible: (row) => !isDayRow(row),
    filters: (row, current) => ({ ...carried(current), ...keys(row), period: 'day', date: monthDays(row.statDate) }),
  };
}

/** Rows that come without an id: the row key joined, for the table's row key. */
export type Keyed<R> = R & { id?: string };
export function keyedBy<R>(...fields: (keyof R)[]): (row: Keyed<R>) => Keyed<R> {
  return (row) => ({ ...row, id: fields.map((f) => String(row[f])).join('|') });
}
