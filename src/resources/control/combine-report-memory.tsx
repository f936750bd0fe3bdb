// 组合统计（内存） (control.md 1.3): what each game server counted since today 00:00 or its last reset, every pool of
// every game. It refreshes itself every 5 s, held while the user reads (the kit's autoRefresh: pointer or focus in
// the table, selected rows, the pause toggle, the tab away), with the chart of one game's rates above the table.
// Reset clears the filtered game's counters, else every game's, after its confirm.
import { Card, Flex } from 'antd';
import { defineResource } from '@/components/resource-kit/define-resource';
import { FIT_CARD, FIT_PAGE } from '@/components/resource-kit/list/fit-table';
import { ListFilters } from '@/components/resource-kit/filters/list-filters';
import { ListGrid } from '@/components/resource-kit/list/list-grid';
import { ListToolbar } from '@/components/resource-kit/list/list-toolbar';
import { ResourceList } from '@/components/resource-kit/list/resource-list';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import type { CombineMemoryRow } from '@/api/control-reports';
import { useFillPane } from '@/lib/pane-fill';
import { CombineMemoryChart } from '@/resources/control/combine-memory-chart';
import {
  COMBINE_STAT_FILTERS,
  combineStatColumns,
  withRange,
  type ShownStatRow,
} from '@/resources/control/combine-stat-columns';

type Row = CombineMemoryRow & ShownStatRow & { id?: string };

function MemoryPage({ definition }: { definition: ResourceDefinition<Row> }) {
  useFillPane();
  return (
    <ResourceList definition={definition} options={{ fit: true }}>
      <Flex vertical gap={12} style={FIT_PAGE} data-testid={`resource-${definition.name}`}>
        <ListFilters />
        <CombineMemoryChart />
        <Card size="small" {...FIT_CARD}>
          <ListToolbar />
          <ListGrid<Row> />
        </Card>
      </Flex>
    </ResourceList>
  );
}

export const CombineReportMemoryPage = defineResource<Row>({
  name: 'control.combineReportMemory',
  transform: (row) => withRange({ ...row, id: `${row.gameId}|${row.combineId}` }),
  columns: [...combineStatColumns<Row>(), { key: 'memoryStart', kind: 'time' }, { key: 'node' }],
  filters: COMBINE_STAT_FILTERS,
  paging: false,
  autoRefresh: { seconds: 5 },
  toolbarActions: [
    {
      key: 'reset',
      permission: 'control.combineReportMemory.reset',
      url: '/api/control/combineReportMemory/reset',
      danger: true,
      confirm: (_values, _rows, current) =>
        current?.gameId === undefined
          ? { key: 'actions.reset.confirm' }
          : { key: 'actions.reset.confirmGame', values: { gameId: current.gameId } },
      body: (_rows, _values, current) => (current?.gameId === undefined ? {} : { gameId: Number(current.gameId) }),
    },
  ],
  page: MemoryPage,
});
