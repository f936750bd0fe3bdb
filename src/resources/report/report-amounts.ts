// What the six reports share: the period switch and range (shared/report/report-period.ts) with the
// merchant/currency filters (reports.md 3.1), the amount block's columns (3.2) and the trend of the main CNY figures.
import type { ColumnDecl, FilterDecl } from '@/components/resource-kit/types';
import type { ReportAmounts } from '@/api/report';
import { ORG_FILTERS } from '@/resources/shared/merchant/merchant-filters';
import { PERIOD_FILTERS } from '@/resources/shared/report/report-period';

/** Period, range, merchant team, merchant and currency (the scope hides what the role is fixed to), then `own`. */
export const reportFilters = (...own: FilterDecl[]): FilterDecl[] => [...PERIOD_FILTERS, ...ORG_FILTERS, ...own];

/** Converted to CNY: the total row keeps it when the rows are of several currencies (README 0.3). */
export const CNY = { crossCurrency: true } as const;

const col = <T>(key: keyof ReportAmounts, rest: Partial<ColumnDecl<T>> = {}) =>
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
