// 商户报表 (reports.md 3.4): per day or month, merchant and currency, with the month's cooperation terms; the fee in
// the month view only (a fee is settled per month), the day view says so. A row opens the merchant's players in that
// currency; a month row its days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { MerchantReportRow } from '@/api/report';
import { AMOUNT_TREND, reportAmountColumns, reportFilters } from '@/resources/report/report-amounts';
import { carried, keyedBy, monthIntoDays, statDateColumn, type Keyed } from '@/resources/shared/report/report-period';
import { COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';
import { MerchantFeeNote } from '@/resources/report/merchant-fee-note';

type Row = Keyed<MerchantReportRow>;

const monthView = (filters: Record<string, unknown>) => filters.period === 'month';

export const MerchantReportPage = defineResource<Row>({
  name: 'report.merchant',
  transform: keyedBy('statDate', 'merchantId', 'currencyCode'),
  columns: [
    statDateColumn(),
    { key: 'merchantTeamName' },
    { key: 'merchantId', hidden: true },
    { key: 'merchantName' },
    { key: 'currencyCode' },
    { key: 'playerCount', kind: 'number', summary: true },
    ...reportAmountColumns<Row>(),
    { key: 'cooperationType', kind: 'enum', enum: COOPERATION_TYPE },
    { key: 'feeRate', kind: 'amount', crossCurrency: true },
    { key: 'feeAmount', kind: 'amount', summary: true, sortable: true, when: monthView },
    { key: 'feeAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true, when: monthView },
  ],
  panel: MerchantFeeNote,
  filters: reportFilters(),
  chart: {
    dateKey: 'statDate',
    trend: [...AMOUNT_TREND],
    top: { key: 'merchantId', label: 'merchantName', value: 'companyWinAmountCny' },
  },
  drills: [
    {
      key: 'players',
      page: 'player.page',
      filters: (row, current) => ({ ...carried(current), merchantId: row.merchantId, currencyCode: row.currencyCode }),
    },
    monthIntoDays('report.merchant', (row) => ({ merchantId: row.merchantId, currencyCode: row.currencyCode })),
  ],
});
