// Summaries of report.balance and report.diff (README 0.3): counts and CNY always, native amounts for one currency.
import { currenciesOf, sumField } from '@mocks/report/db/summary';
import type { BalanceReportRow, DiffReportRow } from '@/api/report';

const BALANCE_NATIVE = [
  'openingBalance',
  'depositAmount',
  'withdrawAmount',
  'betPayAmount',
  'payoutAmount',
  'adjustAmount',
  'closingBalance',
] as const;

export function walletSummary(rows: readonly BalanceReportRow[]): Record<string, number | null> {
  const summary: Record<string, number | null> = {
    walletCount: rows.reduce((n, r) => n + r.walletCount, 0),
    openingBalanceCny: sumField(rows, (r) => r.openingBalanceCny),
    closingBalanceCny: sumField(rows, (r) => r.closingBalanceCny),
    rate: null,
  };
  if (currenciesOf(rows) <= 1) for (const key of BALANCE_NATIVE) summary[key] = sumField(rows, (r) => r[key]);
  return summary;
}

const DIFF_NATIVE = ['platformAmount', 'merchantAmount', 'diffAmount'] as const;

export function diffSummary(rows: readonly DiffReportRow[]): Record<string, number | null> {
  const summary: Record<string, number | null> = {
    platformCount: rows.reduce((n, r) => n + r.platformCount, 0),
    merchantCount: rows.reduce((n, r) => n + r.merchantCount, 0),
    diffCount: rows.reduce((n, r) => n + r.diffCount, 0),
    diffAmountCny: sumField(rows, (r) => r.diffAmountCny),
  };
  if (currenciesOf(rows) <= 1) for (const key of DIFF_NATIVE) summary[key] = sumField(rows, (r) => r[key]);
  return summary;
}
