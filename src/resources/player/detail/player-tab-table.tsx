// A player-scoped list inside the player detail, assembled from the resource kit's parts. It differs from the
// kit's ResourceTable where the detail needs it to: paging, sorting and filters never go to the address bar (the
// modal sits over whatever page is open, and that page owns the URL), every call carries the player scope
// (permanent filters), and nothing is served from an earlier player's cache (staleTime and gcTime 0). It fills the
// height it is given like a list page (fit-table), so in the modal its rows scroll inside the table.
import { ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Alert, Button, Card, Flex, Space, Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { arrangeColumns, useColumnPrefs } from '@/components/resource-kit/column-prefs';
import { ColumnSettings } from '@/components/resource-kit/column-settings';
import { CsvExportButton } from '@/components/resource-kit/csv-export';
import { DetailModal } from '@/components/resource-kit/detail-modal';
import { FIT_CARD, FIT_TABLE } from '@/components/resource-kit/fit-table';
import { FilterPanel } from '@/components/resource-kit/filter-panel';
import { useLinkColors } from '@/components/resource-kit/link-button';
import { defaultFilterValues, overlongRange, toCrudFilters } from '@/components/resource-kit/filter-values';
import { tablePagination } from '@/components/resource-kit/table-pagination';
import { useResourceText } from '@/components/resource-kit/resource-text';
import { summaryRow } from '@/components/resource-kit/summary-row';
import { toAntdColumns } from '@/components/resource-kit/table-columns';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { useModalState } from '@/lib/use-modal-gate';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  /** Filters every call carries (the player id and fixed wire parameters); keep the array stable. */
  scope: CrudFilter[];
  /** For rows the platform sends without an id. */
  rowKey?: (row: T) => string;
};

export function PlayerTabTable<T extends BaseRecord>({ definition, scope, rowKey }: Props<T>) {
  const text = useResourceText(definition);
  const { prefs, save } = useColumnPrefs(definition.name, definition.columns);
  const detail = useModalState<T>();
  const initialFilters = useMemo(() => toCrudFilters(definition.filters, defaultFilterValues(definition.filters)), [definition]);

  const { tableProps, tableQuery, filters, setFilters, sorters, setCurrentPage, result } = useTable<T>({
    resource: definition.name,
    meta: definition.meta,
    syncWithLocation: false,
    pagination: { pageSize: definition.pageSize },
    sorters: { initial: definition.defaultSort ? [definition.defaultSort] : [] },
    filters: { initial: initialFilters, permanent: scope, defaultBehavior: 'replace' },
    queryOptions: { staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  // The panel refuses to apply an overlong range, so this only guards against a filter set some other way.
  const blocked = overlongRange(definition.filters, filters);
  const colors = useLinkColors();
  const arranged = useMemo(() => arrangeColumns(definition.columns, prefs), [definition.columns, prefs]);
  const columns = useMemo(
    () => toAntdColumns(arranged, sorters, { text, openDetail: detail.open, colors }),
    [arranged, sorters, text, detail.open, colors],
  );
  const error = tableQuery.isError ? tableQuery.error : null;

  return (
    // Sized like a list page (fit-table): inside the modal's height limit the rows scroll within the table.
    <Flex vertical gap={12} className="player-tab-fill" data-testid={`player-tab-${definition.prefix}`}>
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
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Space wrap>
            <Tooltip title={text.t('kit:table.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={text.t('kit:table.refresh')} onClick={() => void tableQuery.refetch()} disabled={!!blocked} />
            </Tooltip>
            <ColumnSettings columns={definition.columns} prefs={prefs} text={text} onChange={save} />
            <CsvExportButton definition={definition} text={text} columns={arranged} filters={filters} sorters={sorters} disabled={!!blocked} />
          </Space>
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={text.t('kit:table.loadFailed')}
            description={error.message}
            data-testid="table-error"
          />
        ) : null}
        <Table<T>
          {...tableProps}
          rowKey={rowKey ?? definition.rowKey}
          columns={columns}
          dataSource={blocked ? [] : tableProps.dataSource}
          loading={!blocked && tableQuery.isFetching}
          size={prefs.density}
          {...FIT_TABLE}
          pagination={tablePagination(tableProps.pagination, text.t)}
          summary={(rows) => summaryRow({ columns: arranged, rows, summary: result.summary as Partial<T> | undefined, text, leadingCells: 0 })}
        />
      </Card>
      <DetailModal definition={definition} text={text} row={detail.value} onClose={detail.close} />
    </Flex>
  );
}

/** The player id filter every tab's calls carry. */
export function playerScope(playerId: string, extra: Record<string, string | number> = {}): CrudFilter[] {
  return [
    { field: 'playerId', operator: 'eq', value: playerId },
    ...Object.entries(extra).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value })),
  ];
}
