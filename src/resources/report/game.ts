// 游戏报表 (reports.md 3.3): per day or month, game and currency. A day row opens the bet orders it sums (settled
// that day, successful, same game, currency and merchant filters), a month row its days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { GameReportRow } from '@/api/report';
import { AMOUNT_TREND, reportAmountColumns, reportFilters } from '@/resources/report/report-amounts';
import {
  carried,
  keyedBy,
  type Keyed,
  isDayRow,
  monthIntoDays,
  statDateColumn,
} from '@/resources/shared/report/report-period';

export const GameReportPage = defineResource<Keyed<GameReportRow>>({
  name: 'report.game',
  transform: keyedBy('statDate', 'gameId', 'currencyCode'),
  columns: [
    statDateColumn(),
    { key: 'gameId' },
    { key: 'gameName' },
    { key: 'currencyCode' },
    { key: 'playerCount', kind: 'number', summary: true },
    ...reportAmountColumns<GameReportRow>(),
  ],
  filters: reportFilters({ key: 'gameId', kind: 'select', lookup: 'gameList' }),
  chart: {
    dateKey: 'statDate',
    trend: [...AMOUNT_TREND],
    top: { key: 'gameId', label: 'gameName', value: 'companyWinAmountCny' },
  },
  drills: [
    {
      key: 'orders',
      page: 'game.betOrder',
      visible: isDayRow,
      // The bet order list's own filters: es source, status 1 (counted), settlement time over the row's day.
      filters: (row, current) => ({
        ...carried(current),
        dataType: 'es',
        gameId: row.gameId,
        currencyCode: row.currencyCode,
        status: 1,
        date: [`${row.statDate} 00:00:00`, `${row.statDate} 23:59:59`],
      }),
    },
    monthIntoDays('report.game', (row) => ({ gameId: row.gameId, currencyCode: row.currencyCode })),
  ],
});
