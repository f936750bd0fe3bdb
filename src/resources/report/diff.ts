// 差异报表 (reports.md 3.7): platform vs merchant, per day or month, merchant, currency and diff type. A day row
// with differences opens what makes them (diff-detail.ts) and can be marked handled with a remark; month rows show
// the days not yet handled and open their days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { ColumnDecl } from '@/components/resource-kit/types';
import type { DiffReportRow } from '@/api/report';
import { reportFilters } from '@/resources/report/report-amounts';
import { isDayRow, keyedBy, monthIntoDays, statDateColumn, type Keyed } from '@/resources/shared/report/report-period';
import { DIFF_DETAILS } from '@/resources/report/diff-detail';
import { DIFF_TYPE, HANDLE_STATUS, ONLY_DIFF } from '@/resources/report/report-enums';

type Row = Keyed<DiffReportRow>;

const count = (key: keyof DiffReportRow): ColumnDecl<Row> => ({ key, kind: 'number', summary: true });
const money = (key: keyof DiffReportRow, signed = false): ColumnDecl<Row> => ({
  key,
  kind: 'amount',
  signed,
  crossCurrency: key.endsWith('Cny'),
  summary: true,
  sortable: true,
});

export const DiffReportPage = defineResource<Row>({
  name: 'report.diff',
  transform: keyedBy('statDate', 'merchantId', 'currencyCode', 'diffType'),
  columns: [
    statDateColumn(),
    { key: 'merchantTeamName' },
    { key: 'merchantName' },
    { key: 'currencyCode' },
    { key: 'diffType', kind: 'enum', enum: DIFF_TYPE },
    count('platformCount'),
    money('platformAmount'),
    count('merchantCount'),
    money('merchantAmount'),
    count('diffCount'),
    money('diffAmount', true),
    money('diffAmountCny', true),
    { key: 'handleStatus', kind: 'enum', enum: HANDLE_STATUS },
    { key: 'handler' },
    { key: 'handleTime', kind: 'time' },
    { key: 'handleRemark' },
    { key: 'unhandledDays', kind: 'number' },
  ],
  filters: reportFilters(
    { key: 'diffType', kind: 'enum', enum: DIFF_TYPE },
    { key: 'onlyDiff', kind: 'enum', enum: ONLY_DIFF, defaultValue: 1 },
    { key: 'handleStatus', kind: 'enum', enum: HANDLE_STATUS },
  ),
  chart: {
    dateKey: 'statDate',
    trend: ['diffAmountCny'],
    top: { key: 'merchantId', label: 'merchantName', value: 'diffAmountCny' },
  },
  subLists: DIFF_DETAILS,
  rowActions: [
    {
      key: 'handle',
      permission: 'report.diff.handle',
      confirm: true,
      url: '/api/report/diff/handle',
      fields: [{ key: 'remark', kind: 'textarea', required: true, minLength: 4, maxLength: 200 }],
      body: (row, values) => ({
        statDate: row.statDate,
        merchantId: row.merchantId,
        currencyCode: row.currencyCode,
        diffType: row.diffType,
        remark: String(values.remark ?? '').trim(),
      }),
      visible: (row) => isDayRow(row) && row.handleStatus === 0 && row.diffCount > 0,
    },
  ],
  drills: [
    monthIntoDays('report.diff', (row) => ({
      merchantId: row.merchantId,
      currencyCode: row.currencyCode,
      diffType: row.diffType,
    })),
  ],
});
