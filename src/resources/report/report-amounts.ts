// What the six reports share: the period switch and range with the merchant/currency filters (reports.md 3.1), the
// amount block's columns (3.2), the trend of the main CNY figures, and the drill of a month row into its days.
import { monthDays } from '@/lib/months';
import type { ColumnDecl, DrillDecl, FilterDecl } from '@/components/resource-kit/types';
import type { ReportAmounts } from '@/api/report';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';

type Stat = { statDate: string };
type Wire = Record<string, string | number | string[]>;

/** Day/month switch and its range: at most 31 days or 12 months, refused before any call (kit periodRange). */
export const PERIOD_FILTERS: FilterDecl[] = [
  { key: 'period', kind: 'period' },
  { key: 'date', kind: 'periodRange', maxDays: 31, maxMonths: 12 },
];

/** Period, range, merchant team, merchant and currency (the scope hides what the role is fixed to), then `own`. */
export const reportFilters = (...own: FilterDecl[]): FilterDecl[] => [...PERIOD_FILTERS, ...ORG_FILTERS, ...own];

export function statDateColumn<T extends Stat>(): ColumnDecl<T> {
  return { key: 'statDate' as ColumnDecl<T>['key'], fixed: 'left', sortable: true };
}

/** Converted to CNY: the total row keeps it when the rows are of several currencies (README 0.3). */
export const CNY = { crossCurrency: true } as const;

const col = <T,>(key: keyof ReportAmounts, rest: Partial<ColumnDecl<T>> = {}) =>
  ({ key, kind: 'amount', summary: true, sortable: true, ...rest }) as ColumnDecl<T>;

/** The amount block: counts, native amounts, rtp %, the day's rate and the CNY columns, totalled by the server. */
export function reportAmountColumns<T extends ReportAmounts>(): ColumnDecl<T>[] {
  return [
    { key: 'betCount', kind: 'number', summary: true, sortable: true } as ColumnDecl<T>,
    { key: 'roundCount', kind: 'number', summary: true, hidden: true } as ColumnDecl<T>,
    col('betAmount'),
    col('boundsAmount'),
    col('userWinAmount', { signed: true } as Partial<ColumnDecl<T>>),
    col('companyWinAmount', { signed: true } as Partial<ColumnDecl<T>>),
    col('prizePoolAmount', { hidden: true }),
    col('prizePoolWinAmount', { hidden: true }),
    col('rtp', { crossCurrency: true } as Partial<ColumnDecl<T>>),
    { key: 'rate', kind: 'amount', decimals: 6, hidden: true } as ColumnDecl<T>,
    col('betAmountCny', CNY),
    col('boundsAmountCny', CNY),
    col('companyWinAmountCny', { ...CNY, signed: true } as Partial<ColumnDecl<T>>),
  ];
}

/** Bet, payout and company win in CNY over the period (currencies add up only in CNY). */
export const AMOUNT_TREND = ['betAmountCny', 'boundsAmountCny', 'companyWinAmountCny'] as const;

export const isDayRow = (row: Stat) => row.statDate.length === 10;

/** The merchant team, merchant and currency the list is filtered by, carried into a drill. */
export function carried(current: Record<string, unknown>, ...keys: string[]): Wire {
  const out: Wire = {};
  for (const key of ['merchantTeamId', 'merchantId', 'currencyCode', ...keys]) {
    const value = current[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** A month row opens the same report in the day view of that month, for the row's own keys. */
export function monthIntoDays<T extends Stat>(page: string, keys: (row: T) => Wire): DrillDecl<T> {
  return {
    key: 'days',
    page,
    visible: (row) => !isDayRow(row),
    filters: (row, current) => ({ ...carried(current), ...keys(row), period: 'day', date: monthDays(row.statDate) }),
  };
}

/** Report rows come without an id: the row key (3.3-3.8) joined, for the table's row key. */
export type Keyed<R> = R & { id?: string };
export function keyedBy<R>(...fields: (keyof R)[]): (row: Keyed<R>) => Keyed<R> {
  return (row) => ({ ...row, id: fields.map((f) => String(row[f])).join('|') });
}
