// 币种报表 (reports.md 3.8): per day or month and currency. A row opens the game report of that currency and
// period (the games it sums); a month row also its days.
import { monthDays } from '@/lib/months';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { CurrencyReportRow } from '@/api/report';
import { AMOUNT_TREND, reportAmountColumns, reportFilters } from '@/resources/report/report-amounts';
import {
  carried,
  isDayRow,
  keyedBy,
  monthIntoDays,
  statDateColumn,
  type Keyed,
} from '@/resources/shared/report/report-period';

type Row = Keyed<CurrencyReportRow>;

export const CurrencyReportPage = defineResource<Row>({
  name: 'report.currency',
  transform: keyedBy('statDate', 'currencyCode'),
  columns: [
    statDateColumn(),
    { key: 'currencyCode' },
    { key: 'currencyName' },
    { key: 'merchantCount', kind: 'number' },
    { key: 'playerCount', kind: 'number', summary: true },
    ...reportAmountColumns<Row>(),
  ],
  filters: reportFilters(),
  chart: {
    dateKey: 'statDate',
    trend: [...AMOUNT_TREND],
    top: { key: 'currencyCode', label: 'currencyCode', value: 'companyWinAmountCny' },
  },
  drills: [
    {
      key: 'games',
      page: 'report.game',
      filters: (row, current) => ({
        ...carried(current),
        currencyCode: row.currencyCode,
        period: isDayRow(row) ? 'day' : 'month',
        date: isDayRow(row) ? [row.statDate, row.statDate] : monthDays(row.statDate),
      }),
    },
    monthIntoDays('report.currency', (row) => ({ currencyCode: row.currencyCode })),
  ],
});
