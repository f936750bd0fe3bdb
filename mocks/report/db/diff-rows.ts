// report.diff rows (reports.md 3.7): type 1 from the transfers (tradeState 0 on the platform side, 0 or 2 on the
// merchant's), type 2 from single-wallet players' orders (status 1 or 2 settled by the platform, 1 confirmed by the
// merchant). Day rows carry the handling stored in `report.diffHandles`; month rows sum their days and count the days
// with an unhandled difference.
import { db } from '@mocks/domain/store';
import { DAY_MS, formatTime } from '@mocks/lib/time';
import { round2 } from '@mocks/lib/random';
import { orgOf } from '@mocks/domain/org/org';
import type { RateFn } from '@mocks/domain/reports/collect';
import { dayAggregate } from '@mocks/domain/reports/day-aggregate';
import { dayText, statDateOf, type Span } from '@mocks/domain/reports/period';
import { diffHandleKey } from '@mocks/domain/reports/state';
import { amountOf } from '@mocks/domain/reports/sums';
import type { TransferDay, WalletAggregate } from '@mocks/report/db/wallet-aggregate';
import type { DiffReportRow, DiffType } from '@/api/report';

type Org = { merchantTeamId: number; merchantId: number; currencyCode: string };
type Side = TransferDay;

function dayRow(org: Org, day: string, diffType: DiffType, side: Side, rate: number): DiffReportRow {
  const diffAmount = amountOf(side.merchantCents - side.platformCents);
  const handle = db().report.diffHandles[diffHandleKey(day, org.merchantId, org.currencyCode, diffType)];
  return {
    statDate: day,
    ...orgOf(org.merchantId),
    merchantId: org.merchantId,
    currencyCode: org.currencyCode,
    diffType,
    platformCount: side.platformCount,
    platformAmount: amountOf(side.platformCents),
    merchantCount: side.merchantCount,
    merchantAmount: amountOf(side.merchantCents),
    diffCount: Math.abs(side.merchantCount - side.platformCount),
    diffAmount,
    diffAmountCny: round2(diffAmount * rate),
    handleStatus: handle ? 1 : 0,
    handler: handle?.handler ?? '',
    handleTime: handle ? formatTime(handle.at) : '',
    handleRemark: handle?.remark ?? '',
  };
}

/** Day rows with activity of the span's days, per (merchant, currency, diffType). */
export function diffDayRows(
  wallets: WalletAggregate,
  days: readonly number[],
  keep: (org: Org) => boolean,
  rate: RateFn,
): DiffReportRow[] {
  const rows: DiffReportRow[] = [];
  for (const day of days) {
    const date = dayText(day);
    const i = Math.round((day - wallets.first) / DAY_MS);
    for (const cell of wallets.cells) {
      const side = cell.transfers[i];
      if (!keep(cell) || !side || side.platformCount + side.merchantCount === 0) continue;
      rows.push(dayRow(cell, date, 1, side, rate(cell.currencyCode, date)));
    }
    for (const cell of dayAggregate(day).betDiff) {
      if (keep(cell)) rows.push(dayRow(cell, date, 2, cell, rate(cell.currencyCode, date)));
    }
  }
  return rows;
}

/** Month rows: sums of their day rows (the CNY too), and the days whose difference nobody handled yet. */
export function diffRowsOf(dayRows: DiffReportRow[], span: Span): DiffReportRow[] {
  if (span.period === 'day') return dayRows;
  const months = new Map<string, DiffReportRow & { cents: number[] }>();
  for (const r of dayRows) {
    const statDate = statDateOf('month', Date.parse(`${r.statDate}T00:00:00+08:00`));
    const key = `${statDate}|${r.merchantId}|${r.currencyCode}|${r.diffType}`;
    let m = months.get(key);
    if (!m) {
      const { handleStatus: _s, handler: _h, handleTime: _t, handleRemark: _r, ...base } = r;
      m = { ...base, statDate, cents: [0, 0, 0, 0], unhandledDays: 0, platformCount: 0, merchantCount: 0 };
      months.set(key, m);
    }
    m.platformCount += r.platformCount;
    m.merchantCount += r.merchantCount;
    m.cents[0]! += Math.round(r.platformAmount * 100);
    m.cents[1]! += Math.round(r.merchantAmount * 100);
    m.cents[2]! += Math.round(r.diffAmountCny * 100);
    if (r.diffCount > 0 && r.handleStatus !== 1) m.unhandledDays! += 1;
  }
  return [...months.values()].map(({ cents: c, ...m }) => ({
    ...m,
    platformAmount: amountOf(c[0]!),
    merchantAmount: amountOf(c[1]!),
    diffCount: Math.abs(m.merchantCount - m.platformCount),
    diffAmount: amountOf(c[1]! - c[0]!),
    diffAmountCny: amountOf(c[2]!),
  }));
}
