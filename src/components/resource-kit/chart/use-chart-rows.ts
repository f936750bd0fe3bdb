// The rows a chart draws: the list's whole filtered set (same call and filters as the table), paged through up to
// CHART_MAX_ROWS rows, not the table's 20-row page. Shared by the declared charts (list-chart.tsx) and a page's own
// chart part (a game's working RTP over time).
import { useDataProvider, type BaseRecord, type CrudFilter } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { EXPORT_PAGE_SIZE } from '@/components/resource-kit/export/csv-export';
import type { ResourceDefinition } from '@/components/resource-kit/types';

export const CHART_MAX_ROWS = 2000;

export function useChartRows<T extends BaseRecord = BaseRecord>(
  definition: ResourceDefinition<T>,
  filters: CrudFilter[],
  enabled = true,
) {
  const getDataProvider = useDataProvider();
  return useQuery({
    queryKey: ['list-chart', definition.name, filters],
    enabled,
    queryFn: async () => {
      const rows: T[] = [];
      let total = 0;
      for (let page = 1; rows.length < CHART_MAX_ROWS; page++) {
        const result = await getDataProvider().getList<T>({
          resource: definition.name,
          pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
          filters,
          meta: definition.meta,
        });
        rows.push(...result.data);
        total = result.total;
        if (result.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
      }
      return { rows, total };
    },
  });
}
