// The list page of a declared resource, as the kit arranges it: filter panel, toolbar, table with total row and
// pager, and what the list opens (forms, detail, sub-lists). A page that needs more composes the same parts
// (ResourceList + ListFilters / ListToolbar / ListGrid, or its own part reading useListContext) instead.
import type { BaseRecord } from '@refinedev/core';
import { Card, Flex } from 'antd';
import { ChartFrame } from '@/components/resource-kit/chart/chart-frame';
import { FIT_CARD, FIT_PAGE } from '@/components/resource-kit/list/fit-table';
import { ListFilters } from '@/components/resource-kit/filters/list-filters';
import { ListGrid } from '@/components/resource-kit/list/list-grid';
import { ListToolbar } from '@/components/resource-kit/list/list-toolbar';
import { ResourceList } from '@/components/resource-kit/list/resource-list';
import { SubListHost, useExpandSubList } from '@/components/resource-kit/list/sub-list';
import type { ListOptions, ResourceDefinition } from '@/components/resource-kit/types';
import { lazyNamed } from '@/lib/lazy-named';
import { useFillPane } from '@/lib/pane-fill';

/**
 * Only pages that declare a chart load the chart part (and, through it, Chart.js); its empty frame holds the place
 * meanwhile, so the table does not move down when it comes.
 */
const ListChart = lazyNamed(() => import('@/components/resource-kit/chart/list-chart'), 'ListChart', {
  fallback: <ChartFrame />,
});

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  options?: ListOptions<T>;
  /**
   * 'page' (the default) takes the workspace's height and scrolls its rows inside the table; 'fit' does the same in
   * the height its parent gives (a tab of the player detail); 'natural' takes its rows' height (a drawer).
   */
  layout?: 'page' | 'fit' | 'natural';
  className?: string;
  testId?: string;
};

/** Asks the tab's pane for the workspace's height, for a list whose rows scroll inside the table. */
function FillPane() {
  useFillPane();
  return null;
}

export function ResourceTable<T extends BaseRecord>({
  definition,
  options,
  layout = 'page',
  className,
  testId,
}: Props<T>) {
  const fit = layout !== 'natural';
  const expandable = useExpandSubList(definition);
  return (
    <ResourceList definition={definition} options={{ ...options, fit }}>
      {layout === 'page' ? <FillPane /> : null}
      <Flex
        vertical
        gap={12}
        style={layout === 'page' ? FIT_PAGE : undefined}
        className={className}
        data-testid={testId ?? `resource-${definition.name}`}
      >
        <ListFilters />
        {definition.chart ? <ListChart /> : null}
        {definition.panel ? <definition.panel /> : null}
        <Card size="small" {...(fit ? FIT_CARD : {})}>
          <ListToolbar />
          <ListGrid<T> expandable={expandable} />
        </Card>
      </Flex>
      <SubListHost />
    </ResourceList>
  );
}
