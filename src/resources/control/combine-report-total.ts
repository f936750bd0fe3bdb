// 组合统计（持久化） (control.md 1.4): hits per day or month, game and pool, read like the reports (the shared
// period switch and range, a month row opens its days); the total row is the server's summary.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { CombineTotalRow } from '@/api/control-reports';
import {
  COMBINE_STAT_FILTERS,
  combineStatColumns,
  withRange,
  type ShownStatRow,
} from '@/resources/control/combine-stat-columns';
import {
  keyedBy,
  monthIntoDays,
  PERIOD_FILTERS,
  statDateColumn,
  type Keyed,
} from '@/resources/shared/report/report-period';

type Row = Keyed<CombineTotalRow & ShownStatRow>;
const keyOf = keyedBy<Row>('statDate', 'gameId', 'combineId');

export const CombineReportTotalPage = defineResource<Row>({
  name: 'control.combineReportTotal',
  transform: (row) => withRange(keyOf(row)),
  columns: [statDateColumn(), ...combineStatColumns<Row>()],
  filters: [...PERIOD_FILTERS, ...COMBINE_STAT_FILTERS],
  drills: [monthIntoDays('control.combineReportTotal', (row) => ({ gameId: row.gameId, combineId: row.combineId }))],
});
