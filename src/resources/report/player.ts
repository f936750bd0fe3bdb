// 玩家报表 (reports.md 3.5): per day or month and player; the player id opens the player detail, a month row its days.
import { defineResource } from '@/components/resource-kit/define-resource';
import type { PlayerReportRow } from '@/api/report';
import { AMOUNT_TREND, reportAmountColumns, reportFilters } from '@/resources/report/report-amounts';
import { keyedBy, monthIntoDays, statDateColumn, type Keyed } from '@/resources/shared/report/report-period';
import { PLAYER_ID_FILTER, playerIdentityColumns } from '@/resources/shared/player/player-columns';

type Row = Keyed<PlayerReportRow>;

export const PlayerReportPage = defineResource<Row>({
  name: 'report.player',
  transform: keyedBy('statDate', 'playerId'),
  columns: [
    statDateColumn(),
    ...playerIdentityColumns<Row>(),
    { key: 'gameCount', kind: 'number' },
    ...reportAmountColumns<Row>(),
  ],
  filters: reportFilters(PLAYER_ID_FILTER, { key: 'gameId', kind: 'select', lookup: 'gameList' }),
  chart: {
    dateKey: 'statDate',
    trend: [...AMOUNT_TREND],
    top: { key: 'playerId', label: 'playerName', value: 'companyWinAmountCny' },
  },
  drills: [
    { key: 'player', entity: 'player', id: (row) => row.playerId },
    monthIntoDays('report.player', (row) => ({ playerId: row.playerId })),
  ],
});
