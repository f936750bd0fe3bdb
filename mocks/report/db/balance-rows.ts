// report.balance rows (reports.md 3.6): a row for every (merchant, currency) with a wallet and every day of the span,
// active or not; a month row opens with its first day and closes with its last, its flows the sums of its days.
import { round2 } from '@mocks/lib/random';
import { orgOf } from '@mocks/domain/org/org';
import type { RateFn } from '@mocks/domain/reports/collect';
import { dayText, statDateOf, type Span } from '@mocks/domain/reports/period';
import { amountOf } from '@mocks/domain/reports/sums';
import { FLOWS, type Flow, type WalletAggregate, type WalletCell } from '@mocks/report/db/wallet-aggregate';
import { DAY_MS } from '@mocks/lib/time';
import type { BalanceReportRow } from '@/api/report';

type Acc = {
  cell: WalletCell;
  statDate: string;
  opening: number;
  flows: Record<Flow, number>;
  firstDay: string;
  lastDay: string;
};

function toRow(a: Acc, period: Span['period'], rate: RateFn): BalanceReportRow {
  const { cell } = a;
  const f = a.flows;
  const closing = a.opening + f.deposit + f.withdraw + f.betPay + f.payout + f.adjust;
  const openRate = rate(cell.currencyCode, a.firstDay);
  const closeRate = rate(cell.currencyCode, a.lastDay);
  return {
    statDate: a.statDate,
    ...orgOf(cell.merchantId),
    merchantId: cell.merchantId,
    currencyCode: cell.currencyCode,
    walletCount: cell.walletCount,
    openingBalance: amountOf(a.opening),
    depositAmount: amountOf(f.deposit),
    withdrawAmount: amountOf(f.withdraw),
    betPayAmount: amountOf(f.betPay),
    payoutAmount: amountOf(f.payout),
    adjustAmount: amountOf(f.adjust),
    closingBalance: amountOf(closing),
    rate: period === 'day' ? openRate : null,
    openingBalanceCny: round2(amountOf(a.opening) * openRate),
    closingBalanceCny: round2(amountOf(closing) * closeRate),
  };
}

export function balanceRows(
  aggregate: WalletAggregate,
  span: Span,
  keep: (cell: WalletCell) => boolean,
  rate: RateFn,
): BalanceReportRow[] {
  const accs = new Map<string, Acc>();
  for (const cell of aggregate.cells) {
    if (!keep(cell)) continue;
    for (const day of span.days) {
      const i = Math.round((day - aggregate.first) / DAY_MS);
      const statDate = statDateOf(span.period, day);
      const key = `${statDate}|${cell.merchantId}|${cell.currencyCode}`;
      let acc = accs.get(key);
      if (!acc) {
        const flows = { deposit: 0, withdraw: 0, betPay: 0, payout: 0, adjust: 0 };
        acc = { cell, statDate, opening: cell.opening[i] ?? 0, flows, firstDay: dayText(day), lastDay: dayText(day) };
        accs.set(key, acc);
      }
      acc.lastDay = dayText(day);
      for (const flow of FLOWS) acc.flows[flow] += cell.flows[flow][i] ?? 0;
    }
  }
  return [...accs.values()].map((a) => toRow(a, span.period, rate));
}
