// The list's table: the declared columns in the user's order with the row actions, the total row, the pager, row
// selection for batch actions, tree rows (nested by parent id, all expanded) and, when a page passes it, an
// expanded-row part (a sub-list). Auto-refresh holds while the pointer is over the rows or rows are selected.
// Big pages get virtual rows (virtual-grid.tsx): only the rows in view are rendered.
import type { BaseRecord } from '@refinedev/core';
import { Empty, Table, type CheckboxProps, type TableProps } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type FocusEvent, type Key } from 'react';
import { FIT_TABLE } from '@/components/resource-kit/list/fit-table';
import { useTableA11y } from '@/components/resource-kit/list/table-a11y';
import { useDrillLinks } from '@/components/resource-kit/detail/drill';
import { useListContext } from '@/components/resource-kit/list/list-context';
import { subListAllowed } from '@/components/resource-kit/list/sub-list-access';
import { summaryRow } from '@/components/resource-kit/list/summary-row';
import { useTableColumns } from '@/components/resource-kit/columns/table-columns';
import { useTreeExpansion } from '@/components/resource-kit/list/tree-expansion';
import {
  partClassName,
  partRows,
  rowAria,
  useBodyHeight,
  countRows,
  VIRTUAL_COMPONENTS,
  VirtualGridInfo,
  wantsVirtual,
} from '@/components/resource-kit/list/virtual-grid';
import { estimateWidths, sizedColumns } from '@/components/resource-kit/list/virtual-widths';
import { nestByParent } from '@/lib/tree';
import { useSession } from '@/lib/use-session';

const SCROLL_X = { x: 'max-content' } as const;
/** Rows from which a page that renders them all (no virtual rows) renders them at low priority. */
const DEFER_FROM = 50;
/** Keyboard scrolling steps by about a row (antd's row heights by density). */
const ROW_HEIGHT = { large: 55, middle: 47, small: 39 } as const;

type Props<T> = { expandable?: TableProps<T>['expandable'] };

export function ListGrid<T extends BaseRecord>({ expandable }: Props<T>) {
  const list = useListContext<T>();
  const { definition, text, selection, autoRefresh } = list;
  const session = useSession();
  const selectable = list.toolbarActions.some((a) => a.selection);
  const virtual = wantsVirtual(definition.virtual, list.rows.length, !!list.options.fit);
  const density = list.prefs.density;
  const drawerLists = useMemo(
    () =>
      (definition.subLists ?? [])
        .filter((s) => s.display !== 'expand' && subListAllowed(session, s))
        .map((s) => ({ key: s.key, visible: s.visible, onClick: (row: T) => list.openSubList(s.key, row) })),
    // openSubList is the provider's setter, the same on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition.subLists, session],
  );
  const drills = useDrillLinks(definition, list.filters as { field?: string; value?: unknown }[]);
  const rowLinks = useMemo(() => [...drawerLists, ...drills], [drawerLists, drills]);
  // One object per page of rows: the columns are rebuilt (and every cell drawn again) when it changes.
  const sizeActions = useMemo(
    () => (virtual ? { density, rows: list.rows } : undefined),
    [virtual, density, list.rows],
  );
  const columns = useTableColumns(definition, list.columns, {
    text,
    sorters: list.sorters,
    openDetail: list.detail.open,
    run: list.actions.run,
    running: list.actions.running,
    onEdit: list.forms.canEdit ? list.forms.openEdit : undefined,
    openForm: list.actions.openForm,
    rowLinks,
    sizeActions,
  });
  const tree = definition.tree;
  const nested = useMemo(
    () => (tree ? (nestByParent(list.rows, definition.rowKey, 'parentId') as T[]) : list.rows),
    [list.rows, tree, definition.rowKey],
  );
  // A new page of many rows, all rendered, goes at low priority so the page keeps answering input while it does.
  // Virtual rows render only the rows in view, and a small page is quick: deferring them cost one more render of
  // the grid (with the old rows) and a frame before the first row. The hook renders once more for every new value
  // it is handed, used or not, and each render of antd's table renders all its rows again: so a page that does not
  // defer hands it nothing that changes.
  const deferRows = !virtual && nested.length > DEFER_FROM;
  const deferred = useDeferredValue(deferRows ? nested : null);
  const dataSource = deferRows && deferred ? deferred : nested;
  // antd's own "no data" (in the user's language), with the declaration's hint under it
  const emptyHint = definition.emptyHint;
  const empty = useMemo(
    () =>
      emptyHint
        ? {
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="list-empty">
                <span data-testid="list-empty-hint">{text.message(emptyHint)}</span>
              </Empty>
            ),
          }
        : undefined,
    [emptyHint, text],
  );
  const setHeld = autoRefresh?.setHeld;
  // A list whose rows stay put as it refreshes (runs showing their progress) goes on while it is read.
  const holdReading = setHeld && definition.autoRefresh?.holdWhileReading !== false ? setHeld : undefined;
  useEffect(() => setHeld?.('selection', selection.rows.length > 0), [setHeld, selection.rows.length]);
  const [currency, setCurrency] = list.totalCurrency;
  const rowKey = list.rowKey;
  const keyOf = useCallback(
    (row: T) => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as React.Key)),
    [rowKey],
  );
  const expansion = useTreeExpansion(dataSource, keyOf);
  // The rows whose expanded part is open, kept here (not in antd) so the virtual body can count the parts as rows.
  const [openParts, setOpenParts] = useState<readonly Key[]>([]);
  const parts = useMemo(() => {
    if (tree || !expandable) return undefined;
    const open = new Set(openParts);
    return partRows(dataSource, (row) => open.has(keyOf(row as T)) && (expandable.rowExpandable?.(row as T) ?? true));
  }, [tree, expandable, openParts, dataSource, keyOf]);
  const box = useRef<HTMLDivElement>(null);
  useTableA11y(box);
  const bodyHeight = useBodyHeight(box, virtual, dataSource);
  const sized = useMemo(() => {
    if (!virtual) return null;
    const widths = estimateWidths(list.columns, list.rows, text, density);
    return sizedColumns(columns, widths, (selectable ? 1 : 0) + (tree || expandable ? 1 : 0));
  }, [virtual, list.columns, list.rows, text, density, columns, selectable, tree, expandable]);
  const gridInfo = useMemo(
    // The rows rendered (deferred), so the count and the rows' indexes always agree.
    () => {
      const open = new Set<React.Key>(parts ? [] : expansion.expandedRowKeys);
      const rowCount = parts?.count ?? countRows(dataSource, (row) => open.has(keyOf(row as T)));
      return { rowCount, label: text.title(), rowHeight: ROW_HEIGHT[density] };
    },
    [dataSource, expansion.expandedRowKeys, parts, keyOf, text, density],
  );
  const onRow = useMemo(() => rowAria(parts?.indexes), [parts]);
  const partsExpandable = expandable && {
    ...expandable,
    expandedRowKeys: openParts,
    onExpandedRowsChange: setOpenParts,
    ...(sized && parts ? { expandedRowClassName: partClassName(parts.indexes) } : {}),
  };
  const layout = sized
    ? {
        virtual: true,
        scroll: { x: sized.width, y: bodyHeight },
        components: VIRTUAL_COMPONENTS,
        onRow,
      }
    : list.options.fit
      ? FIT_TABLE
      : { scroll: SCROLL_X };

  return (
    <div
      ref={box}
      onPointerEnter={holdReading ? () => holdReading('pointer', true) : undefined}
      onPointerLeave={holdReading ? () => holdReading('pointer', false) : undefined}
      // Keyboard readers hold it too: focus anywhere inside the table, released when focus leaves it.
      onFocus={holdReading ? () => holdReading('focus', true) : undefined}
      onBlur={
        holdReading
          ? (e: FocusEvent) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) holdReading('focus', false);
            }
          : undefined
      }
      className={sized ? 'virtual-grid' : undefined}
      style={list.options.fit && !sized ? { display: 'contents' } : undefined}
      data-row-count={sized ? list.rows.length : undefined}
    >
      <VirtualGridInfo value={gridInfo}>
        <Table<T>
          rowKey={rowKey as TableProps<T>['rowKey']}
          columns={sized ? sized.columns : columns}
          dataSource={dataSource}
          loading={list.loading}
          locale={empty}
          size={list.prefs.density}
          onChange={list.onTableChange}
          {...layout}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selection.rows.map(keyOf),
                  onChange: (_keys, rows) => selection.set(rows),
                  preserveSelectedRowKeys: true,
                  // A checkbox names its row (Space toggles it), so a keyboard user knows which round they pick.
                  // (antd passes it on to the input; its type leaves aria attributes out)
                  getCheckboxProps: (row) =>
                    ({ 'aria-label': text.t('kit:table.selectRow', { id: keyOf(row) }) }) as CheckboxProps,
                }
              : undefined
          }
          expandable={tree ? { ...expansion, indentSize: 20 } : partsExpandable}
          pagination={list.pagination}
          summary={(rows) =>
            summaryRow({
              columns: list.columns,
              rows,
              summary: list.summary as Partial<T> | undefined,
              text,
              leadingCells: (selectable ? 1 : 0) + (expandable ? 1 : 0),
              trailingCells: columns.length - list.columns.length,
              currency,
              onCurrency: setCurrency,
              wholeSet: list.pagination === false,
            })
          }
        />
      </VirtualGridInfo>
    </div>
  );
}
