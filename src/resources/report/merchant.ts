// 商户报表 (reports.md 3.4): per day or month, merchant and currency, with the month's cooperation terms and fee. A
// row opens the merchant's players in that currency; a month row its days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { MerchantReportRow } from '@/api/report';
import { AMOUNT_TREND, reportAmountColumns, reportFilters } from '@/resources/report/report-amounts';
import { carried, keyedBy, monthIntoDays, statDateColumn, type Keyed } from '@/resources/shared/report/report-period';
import { COOPERATION_TYPE } from '@/resources/shared/merchant/merchant-enums';

type Row = Keyed<MerchantReportRow>;

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
    { key: 'feeAmount', kind: 'amount', summary: true, sortable: true },
    { key: 'feeAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true },
  ],
  filters: reportFilters(),
  chart: { dateKey: 'statDate', trend: [...AMOUNT_TREND], top: { key: 'merchantId', label: 'merchantName', value: 'companyWinAmountCny' } },
  drills: [
    {
      key: 'players',
      page: 'player.page',
      filters: (row, current) => ({ ...carried(current), merchantId: row.merchantId, currencyCode: row.currencyCode }),
    },
    monthIntoDays('report.merchant', (row) => ({ merchantId: row.merchantId, currencyCode: row.currencyCode })),
  ],
});
