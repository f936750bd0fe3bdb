// The headless list: one declared resource's rows, filters, sorting, paging, column settings, selection, detail
// and auto-refresh, on Refine's useTable (so syncWithLocation and the shell's keep-alive tabs work unchanged). Pages
// compose the parts that read it (list-filters, list-toolbar, list-grid, list-context); a chart or a summary card
// reads the same query through the list context instead of asking the server again.
import { mapAntdSorterToCrudSorting } from '@refinedev/antd';
import { useTable, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { arrangeColumns, useColumnPrefs, type ColumnPrefs } from '@/components/resource-kit/columns/column-prefs';
import { EXPORT_PAGE_SIZE } from '@/components/resource-kit/export/csv-export';
import { defaultFilterValues, filterProblem, toCrudFilters } from '@/components/resource-kit/filters/filter-values';
import { useResourceText, type ResourceText } from '@/components/resource-kit/resource-text';
import { tablePagination } from '@/components/resource-kit/list/table-pagination';
import type { ColumnDecl, ListOptions, ResourceDefinition } from '@/components/resource-kit/types';
import { useModalState, type ModalState } from '@/lib/use-modal-gate';
import { useMediaQuery } from '@/lib/use-media-query';
import { useStableCallback } from '@/lib/use-stable-callback';

const NO_ROWS: never[] = [];

export type AutoRefresh = {
  seconds: number;
  paused: boolean;
  setHeld: (reason: string, held: boolean) => void;
  toggle: () => void;
  on: boolean;
  /** On, but the rows say there is nothing to follow (`while`): no call is made until they do. */
  idle?: boolean;
};

export type ResourceListState<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  options: ListOptions<T>;
  text: ResourceText;
  rows: T[];
  total: number;
  summary: Record<string, unknown> | undefined;
  loading: boolean;
  error: { message: string } | null;
  refetch: () => void;
  filters: CrudFilter[];
  /** Replaces the filters the panel controls (the scope stays) and goes back to page 1. */
  applyFilters: (filters: CrudFilter[]) => void;
  sorters: CrudSort[];
  /** Why nothing is queried (a date range over its limit), when nothing is. */
  blocked?: string;
  onTableChange: TableProps<T>['onChange'];
  pagination: false | TablePaginationConfig | undefined;
  prefs: ColumnPrefs;
  savePrefs: (prefs: ColumnPrefs | null) => void;
  /** The visible columns in the user's order. */
  columns: ColumnDecl<T>[];
  /** The declared columns the current filters call for (a `when` column only while it applies): what settings offer. */
  offered: ColumnDecl<T>[];
  rowKey: string | ((row: T) => string);
  selection: { rows: T[]; set: (rows: T[]) => void };
  detail: ModalState<T>;
  totalCurrency: [string | undefined, (currency: string) => void];
  autoRefresh?: AutoRefresh;
};

/**
 * A query is not sent while a filter's value cannot be (a date range longer than allowed; it can come in through
 * the URL). The filters live inside useTable, so the check reads them from the list query's own key.
 */
function filtersOfKey(queryKey: readonly unknown[]): CrudFilter[] {
  const params = [...queryKey]
    .reverse()
    .find((k): k is { filters?: CrudFilter[] } => typeof k === 'object' && k !== null && 'filters' in k);
  return params?.filters ?? [];
}

// Whether the tab is shown reaches the list as a hold ('hidden', set by ResourceList's HoldWhileHidden) only when
// it refreshes itself: read here, every list page rendered again on each tab switch (filter panel, toolbar and
// grid, ~10-30 ms of a kept-alive tab's switch).
function useAutoRefresh(seconds: number | undefined): AutoRefresh | undefined {
  const [held, setHeldSet] = useState<ReadonlySet<string>>(new Set());
  const [on, setOn] = useState(true);
  const setHeld = useCallback((reason: string, hold: boolean) => {
    setHeldSet((current) => {
      if (current.has(reason) === hold) return current;
      const next = new Set(current);
      if (hold) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);
  const toggle = useCallback(() => setOn((value) => !value), []);
  const paused = !on || held.size > 0;
  return useMemo(
    () => (seconds ? { seconds, on, paused, setHeld, toggle } : undefined),
    [seconds, on, paused, setHeld, toggle],
  );
}

/** How often the list re-reads itself: every `seconds` unless paused, and with `while` only while the rows say so. */
export function refreshInterval<T>(
  autoRefresh: Pick<AutoRefresh, 'seconds' | 'paused'> | undefined,
  refreshWhile: ((rows: T[]) => boolean) | undefined,
  rows: T[],
): number | false {
  if (!autoRefresh || autoRefresh.paused) return false;
  return !refreshWhile || refreshWhile(rows) ? autoRefresh.seconds * 1000 : false;
}

export function useResourceList<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  options: ListOptions<T> = {},
): ResourceListState<T> {
  const text = useResourceText(definition);
  const { prefs, save } = useColumnPrefs(definition.name, definition.columns);
  const [selected, setSelected] = useState<T[]>([]);
  const detail = useModalState<T>();
  const [currency, setCurrency] = useState<string>();
  const autoRefresh = useAutoRefresh(definition.autoRefresh?.seconds);
  const refreshWhile = definition.autoRefresh?.while;
  const paged = definition.paging !== false && !definition.tree;
  const initialFilters = useMemo(
    () => toCrudFilters(definition.filters, defaultFilterValues(definition.filters)),
    [definition],
  );

  const table = useTable<T>({
    resource: definition.name,
    meta: definition.meta,
    syncWithLocation: options.syncWithLocation ?? true,
    // Without a pager: the largest page the contract allows, in one call.
    pagination: paged ? { pageSize: definition.pageSize } : { pageSize: EXPORT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: definition.defaultSort ? [definition.defaultSort] : [] },
    filters: { initial: initialFilters, permanent: options.scope, defaultBehavior: 'replace' },
    queryOptions: {
      enabled: (query) => !filterProblem(definition.filters, filtersOfKey(query.queryKey), text),
      ...(options.fresh ? { staleTime: 0, gcTime: 0 } : {}),
      refetchInterval: (query) => refreshInterval(autoRefresh, refreshWhile, query.state.data?.data ?? NO_ROWS),
    },
    errorNotification: false,
  });
  const {
    tableQuery,
    filters,
    setFilters,
    sorters,
    setSorters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    result,
  } = table;
  const blocked = filterProblem(definition.filters, filters, text);
  const data = blocked ? NO_ROWS : ((result.data as T[] | undefined) ?? NO_ROWS);
  const transform = definition.transform;
  const rows = useMemo(() => (transform ? data.map(transform) : data), [data, transform]);
  // What the toolbar says is what refreshInterval does: with `while` false on the rows, nothing is asked.
  const idle = !!refreshWhile && !refreshWhile(data);
  const refreshing = useMemo(() => autoRefresh && { ...autoRefresh, idle }, [autoRefresh, idle]);
  const offered = useMemo(() => {
    const wire = Object.fromEntries(filters.flatMap((f) => ('field' in f ? [[f.field, f.value]] : [])));
    return definition.columns.filter((c) => !c.when || c.when(wire));
  }, [definition.columns, filters]);
  const columns = useMemo(() => arrangeColumns(offered, prefs), [offered, prefs]);

  // Everything below keeps its identity until its content changes, and so does the state as a whole: a list renders
  // several times before its first row (mount, Refine writing the page into the address, look-ups, the answer), and
  // the parts reading the list context (filter panel, toolbar, grid) render again only for what they show.
  const queryRefetch = tableQuery.refetch;
  const refetch = useCallback(() => void queryRefetch(), [queryRefetch]);
  const applyFilters = useStableCallback((next: CrudFilter[]) => {
    setFilters(next, 'replace');
    setCurrentPage(1);
  });
  // What @refinedev/antd's useTable does with antd's table events (the kit sets no antd column filters).
  const onTableChange = useStableCallback<NonNullable<TableProps<T>['onChange']>>((pager, _filters, sorter) => {
    if (sorter && Object.keys(sorter).length > 0) setSorters(mapAntdSorterToCrudSorting(sorter));
    if (paged) {
      setCurrentPage(pager.current || 1);
      setPageSize(pager.pageSize || definition.pageSize || 10);
    }
  });
  // Below 576 px the pager is antd's simple one, as @refinedev/antd's useTable makes it; read during render (its
  // Grid.useBreakpoint arrives one render late, and that render was the whole list's).
  const narrow = useMediaQuery('(max-width: 575.98px)');
  const pagination = useMemo(
    () =>
      paged
        ? tablePagination(
            {
              current: currentPage,
              pageSize,
              total: result.total,
              simple: narrow,
              position: [narrow ? 'bottomCenter' : 'bottomRight'],
            },
            text.t,
          )
        : false,
    [paged, currentPage, pageSize, result.total, narrow, text.t],
  );
  const selection = useMemo(() => ({ rows: selected, set: setSelected }), [selected]);
  const totalCurrency = useMemo(
    (): [string | undefined, (currency: string) => void] => [currency, setCurrency],
    [currency],
  );
  const total = result.total ?? 0;
  const summary = result.summary as Record<string, unknown> | undefined;
  const loading = !blocked && tableQuery.isFetching;
  const error = tableQuery.isError ? tableQuery.error : null;
  const rowKey = options.rowKey ?? definition.rowKey;

  return useMemo(
    () => ({
      definition,
      options,
      text,
      rows,
      total,
      summary,
      loading,
      error,
      refetch,
      filters,
      applyFilters,
      sorters,
      blocked,
      onTableChange,
      pagination,
      prefs,
      savePrefs: save,
      columns,
      offered,
      rowKey,
      selection,
      detail,
      totalCurrency,
      autoRefresh: refreshing,
    }),
    [
      definition,
      options,
      text,
      rows,
      total,
      summary,
      loading,
      error,
      refetch,
      filters,
      applyFilters,
      sorters,
      blocked,
      onTableChange,
      pagination,
      prefs,
      save,
      columns,
      offered,
      rowKey,
      selection,
      detail,
      totalCurrency,
      refreshing,
    ],
  );
}
