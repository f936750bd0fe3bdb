// 余额报表 (reports.md 3.6): per day or month, merchant and currency: opening balance, the flows by type and the
// closing balance. A row opens the merchant's players in that currency (whose wallets it sums); a month row its days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { ColumnDecl } from '@/components/resource-kit/types';
import type { BalanceReportRow } from '@/api/report';
import { reportFilters } from '@/resources/report/report-amounts';
import { carried, keyedBy, monthIntoDays, statDateColumn, type Keyed } from '@/resources/shared/report/report-period';

type Row = Keyed<BalanceReportRow>;

const money = (key: keyof BalanceReportRow, signed = false): ColumnDecl<Row> => ({
  key,
  kind: 'amount',
  signed,
  crossCurrency: key.endsWith('Cny'),
  summary: true,
  sortable: true,
});

export const BalanceReportPage = defineResource<Row>({
  name: 'report.balance',
  transform: keyedBy('statDate', 'merchantId', 'currencyCode'),
  columns: [
    statDateColumn(),
    { key: 'merchantTeamName' },
    { key: 'merchantName' },
    { key: 'currencyCode' },
    { key: 'walletCount', kind: 'number', summary: true },
    money('openingBalance'),
    money('depositAmount'),
    money('withdrawAmount', true),
    money('betPayAmount', true),
    money('payoutAmount'),
    money('adjustAmount', true),
    money('closingBalance'),
    { key: 'rate', kind: 'amount', decimals: 6, hidden: true },
    money('openingBalanceCny'),
    money('closingBalanceCny'),
  ],
  filters: reportFilters(),
  chart: {
    dateKey: 'statDate',
    trend: ['openingBalanceCny', 'closingBalanceCny'],
    top: { key: 'merchantId', label: 'merchantName', value: 'closingBalanceCny' },
  },
  drills: [
    {
      key: 'players',
      page: 'player.page',
      filters: (row, current) => ({ ...carried(current), merchantId: row.merchantId, currencyCode: row.currencyCode }),
    },
    monthIntoDays('report.balance', (row) => ({ merchantId: row.merchantId, currencyCode: row.currencyCode })),
  ],
});
