// The list page of a declared resource: filter panel, toolbar, table with total row and pager, forms and modals.
// Built on Refine's useTable (standard API, so syncWithLocation and the shell's keep-alive tabs work unchanged).
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Card, Flex, Form, Table } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { arrangeColumns, useColumnPrefs } from '@/components/resource-kit/column-prefs';
import { DetailModal } from '@/components/resource-kit/detail-modal';
import { FIT_CARD, FIT_PAGE, FIT_TABLE } from '@/components/resource-kit/fit-table';
import { FilterPanel } from '@/components/resource-kit/filter-panel';
import { defaultFilterValues, overlongRange, toCrudFilters } from '@/components/resource-kit/filter-values';
import { useResourceText } from '@/components/resource-kit/resource-text';
import { useRowActionForms } from '@/components/resource-kit/row-action-form';
import { useActionRunner } from '@/components/resource-kit/row-actions';
import { summaryRow } from '@/components/resource-kit/summary-row';
import { useTableColumns } from '@/components/resource-kit/table-columns';
import { TableToolbar } from '@/components/resource-kit/table-toolbar';
import { ToolbarAction } from '@/components/resource-kit/toolbar-action';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { tablePagination } from '@/components/resource-kit/table-pagination';
import { useResourceForms } from '@/components/resource-kit/use-resource-forms';
import { useFillPane } from '@/lib/pane-fill';
import { useModalState } from '@/lib/use-modal-gate';
import { useSession } from '@/lib/use-session';
import { allows } from '@/providers/access-control-provider';

const NO_ROWS: never[] = [];

/**
 * A query is not sent while a date range is longer than its filter allows (it can come in through the URL). The
 * filters live inside useTable, so the check reads them from the list query's own key when deciding to fetch.
 */
function blockedByKey(filters: ResourceDefinition['filters'], queryKey: readonly unknown[]): boolean {
  const params = [...queryKey]
    .reverse()
    .find((k): k is { filters?: CrudFilter[] } => typeof k === 'object' && k !== null && 'filters' in k);
  return overlongRange(filters, params?.filters ?? []) !== undefined;
}

export function ResourceTable<T extends BaseRecord>({ definition }: { definition: ResourceDefinition<T> }) {
  useFillPane();
  const text = useResourceText(definition);
  const session = useSession();
  const { prefs, save } = useColumnPrefs(definition.name, definition.columns);
  const [selected, setSelected] = useState<T[]>([]);
  const detail = useModalState<T>();
  const [totalCurrency, setTotalCurrency] = useState<string>();
  const initialFilters = useMemo(
    () => toCrudFilters(definition.filters, defaultFilterValues(definition.filters)),
    [definition],
  );

  const { tableProps, tableQuery, filters, setFilters, sorters, setCurrentPage, result, searchFormProps } = useTable<T>(
    {
      resource: definition.name,
      meta: definition.meta,
      pagination: { pageSize: definition.pageSize },
      sorters: { initial: definition.defaultSort ? [definition.defaultSort] : [] },
      filters: { initial: initialFilters, defaultBehavior: 'replace' },
      queryOptions: { enabled: (query) => !blockedByKey(definition.filters, query.queryKey) },
      errorNotification: false,
    },
  );
  const blocked = overlongRange(definition.filters, filters);
  const forms = useResourceForms(definition, text);
  const { run, running } = useActionRunner(definition, text);
  const rowForms = useRowActionForms(definition, text);
  const toolbarActions = (definition.toolbarActions ?? []).filter((a) => allows(session, { permission: a.permission }));
  const selectable = toolbarActions.some((a) => a.selection);
  const arranged = useMemo(() => arrangeColumns(definition.columns, prefs), [definition.columns, prefs]);
  const columns = useTableColumns(definition, arranged, {
    text,
    sorters,
    openDetail: detail.open,
    run,
    running,
    onEdit: forms.canEdit ? forms.openEdit : undefined,
    openForm: rowForms.open,
  });

  // A new page of up to 200 rows renders at low priority, in slices, so the page keeps answering input while it does.
  const dataSource = useDeferredValue(blocked ? NO_ROWS : tableProps.dataSource);
  return (
    <Flex vertical gap={12} style={FIT_PAGE} data-testid={`resource-${definition.name}`}>
      {/* useTable reads its own search form when the page opens (syncing it with the URL); the kit filters with the
          panel's form, so that one is connected to an empty Form here (no DOM). An instance used before any Form
          holds it makes rc-field-form warn "not connected to any Form element". */}
      <Form form={searchFormProps.form} component={false} />
      {definition.filters?.length ? (
        <FilterPanel
          definition={definition}
          text={text}
          filters={filters}
          onApply={(next) => {
            setFilters(next, 'replace');
            setCurrentPage(1);
          }}
        />
      ) : null}
      <Card size="small" {...FIT_CARD}>
        <TableToolbar
          definition={definition}
          text={text}
          prefs={prefs}
          onPrefs={save}
          columns={arranged}
          filters={filters}
          sorters={sorters}
          blockedDays={blocked?.maxDays}
          error={tableQuery.isError ? tableQuery.error : null}
          onRefresh={() => void tableQuery.refetch()}
        >
          {forms.createButton}
          {toolbarActions.map((action) => (
            <ToolbarAction
              key={action.key}
              definition={definition}
              text={text}
              action={action}
              selected={selected}
              run={run}
              running={running}
              onDone={() => setSelected([])}
            />
          ))}
          {selectable && selected.length ? (
            <span>{text.t('kit:table.selected', { count: selected.length })}</span>
          ) : null}
        </TableToolbar>
        <Table<T>
          {...tableProps}
          rowKey={definition.rowKey}
          columns={columns}
          dataSource={dataSource}
          loading={!blocked && tableQuery.isFetching}
          size={prefs.density}
          {...FIT_TABLE}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected.map((r) => r[definition.rowKey] as React.Key),
                  onChange: (_keys, rows) => setSelected(rows),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
          pagination={tablePagination(tableProps.pagination, text.t)}
          summary={(rows) =>
            summaryRow({
              columns: arranged,
              rows,
              summary: result.summary as Partial<T> | undefined,
              text,
              leadingCells: selectable ? 1 : 0,
              trailingCells: columns.length - arranged.length,
              currency: totalCurrency,
              onCurrency: setTotalCurrency,
            })
          }
        />
      </Card>
      {forms.elements}
      {rowForms.elements}
      <DetailModal definition={definition} text={text} row={detail.value} onClose={detail.close} />
    </Flex>
  );
}
