// What the total row says, as lines. A total never adds different currencies (back-office README 0.3): rows that
// carry a `currencyCode` are summed per currency, one line each, and the server's summary is read the same way,
// from its per-currency sums (`summary.byCurrency`). A summary without them is trusted for amounts only while the
// rows in view share one currency; otherwise its amounts are not shown, since they may add CNY to VND.
import type { BaseRecord } from '@refinedev/core';
import type { ColumnDecl } from '@/components/resource-kit/types';

export const CURRENCY_KEY = 'currencyCode';

export type TotalLine = {
  /** Whole filtered set (server) or this page's rows. */
  scope: 'all' | 'page';
  currency?: string;
  values: Record<string, unknown>;
};

type CurrencySums = Record<string, unknown> & { currencyCode?: unknown };

export function totalsOf<T extends BaseRecord>(columns: ColumnDecl<T>[], rows: readonly T[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const col of columns.filter((c) => c.summary)) {
    const sum = rows.reduce((acc, row) => acc + (Number(row[col.key]) || 0), 0);
    totals[col.key] = Math.round(sum * 100) / 100;
  }
  return totals;
}

function currencyOf(row: BaseRecord): string | undefined {
  const value = row[CURRENCY_KEY];
  return typeof value === 'string' && value ? value : undefined;
}

function currenciesIn(rows: readonly BaseRecord[]): string[] {
  return [...new Set(rows.map(currencyOf).filter((c): c is string => c !== undefined))].sort();
}

/** Amount columns lose their values (shown as `--`); counts and CNY amounts still add up across currencies. */
function withoutAmounts<T extends BaseRecord>(columns: ColumnDecl<T>[], values: Record<string, unknown>) {
  const kept = { ...values };
  for (const col of columns)
    if (col.kind === 'amount' && !('crossCurrency' in col && col.crossCurrency)) delete kept[col.key];
  return kept;
}

function serverLines<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  rows: readonly T[],
  summary: Record<string, unknown>,
): TotalLine[] {
  const byCurrency = Array.isArray(summary.byCurrency) ? (summary.byCurrency as CurrencySums[]) : null;
  if (byCurrency && byCurrency.length > 1) {
    return byCurrency.map((sums) => ({ scope: 'all', currency: String(sums.currencyCode ?? ''), values: sums }));
  }
  if (byCurrency && byCurrency.length === 1) {
    const [only] = byCurrency as [CurrencySums];
    return [{ scope: 'all', currency: String(only.currencyCode ?? ''), values: { ...summary, ...only } }];
  }
  const inView = currenciesIn(rows);
  if (inView.length > 1) return [{ scope: 'all', values: withoutAmounts(columns, summary) }];
  // Totals all converted to CNY (risk bets) are in no row's currency: the line is not named after one.
  if (columns.filter((c) => c.summary).every((c) => c.kind === 'amount' && 'crossCurrency' in c && c.crossCurrency))
    return [{ scope: 'all', values: summary }];
  const currency = typeof summary.currencyCode === 'string' ? summary.currencyCode : inView[0];
  return [{ scope: 'all', currency, values: summary }];
}

/** `wholeSet`: the rows are every row of the list (no pager), so their sums are the list's totals. */
export function totalLines<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  rows: readonly T[],
  summary: Record<string, unknown> | undefined,
  wholeSet = false,
): TotalLine[] {
  if (!columns.some((c) => c.summary) || !rows.length) return [];
  if (summary && Object.keys(summary).length > 0) return serverLines(columns, rows, summary);
  const currencies = currenciesIn(rows);
  const scope = wholeSet ? 'all' : 'page';
  if (currencies.length <= 1) return [{ scope, currency: currencies[0], values: totalsOf(columns, rows) }];
  return currencies.map((currency) => ({
    scope,
    currency,
    values: totalsOf(
      columns,
      rows.filter((row) => currencyOf(row) === currency),
    ),
  }));
}

/**
 * The line the total row shows: the currency picked in its label cell, else `preferred` (the console's display
 * currency: CNY, the platform's, which the reports convert into), else the first.
 */
export function shownLine(
  lines: readonly TotalLine[],
  picked: string | undefined,
  preferred: string,
): TotalLine | undefined {
  return lines.find((l) => l.currency === picked) ?? lines.find((l) => l.currency === preferred) ?? lines[0];
}
