// Declared columns -> antd columns (memoized by the table): titles, alignment, sort state, cell renderers.
import { getDefaultSortOrder } from '@refinedev/antd';
import '@/components/resource-kit/columns/table-columns.css';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { isNumeric, renderCell, type CellContext } from '@/components/resource-kit/columns/cells';
import type { Density } from '@/components/resource-kit/columns/column-prefs';
import { useLinkColors } from '@/components/resource-kit/columns/link-button';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ActionRun } from '@/components/resource-kit/actions/action-runner';
import type { OpenRowForm } from '@/components/resource-kit/actions/row-action-form';
import {
  RowActions,
  shownRowActions,
  useAllowedRowActions,
  type RowLink,
} from '@/components/resource-kit/actions/row-actions';
import type { ColumnDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { actionsWidth, SAMPLE_ROWS } from '@/components/resource-kit/list/virtual-widths';

export const ACTIONS_COLUMN = '__actions';
/** The cells of a numeric column (table-columns.css; the page sweep reads it to find numbers cut). */
export const NUMBER_CELL = 'kit-number-cell';

/**
 * A cell renders again only for a new record, or when the columns were rebuilt (language, theme, sorting,
 * running actions...): each build has its own set of the records it has rendered. Without it every re-render of
 * the table (loading flag, selection) redrew all 200 x 15 cells. Columns with their own `render` are left out:
 * it may read more than the record.
 */
function renderOnce<T extends object>(render: (row: T) => ReactNode) {
  const rendered = new WeakSet<T>();
  return {
    render: (_value: unknown, row: T) => {
      rendered.add(row);
      return render(row);
    },
    shouldCellUpdate: (row: T, previous: T) => row !== previous || !rendered.has(row),
  };
}

export function toAntdColumns<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  sorters: CrudSort[],
  ctx: CellContext,
  actions?: { title: string; width?: number; render: (row: T) => ReactNode },
): TableColumnType<T>[] {
  const out: TableColumnType<T>[] = columns.map((col) => ({
    key: col.key,
    dataIndex: col.key,
    title: ctx.text.column(col.key),
    width: col.width,
    fixed: col.fixed,
    align: isNumeric(col) ? 'right' : undefined,
    // a number is read whole or not at all: never broken at its separators ("32," over "406.84")
    className: isNumeric(col) ? NUMBER_CELL : undefined,
    sorter: col.sortable ? true : undefined,
    sortOrder: col.sortable ? (getDefaultSortOrder(col.key, sorters) ?? null) : undefined,
    ...(col.render
      ? { render: (_value: unknown, row: T) => renderCell(col, row, ctx) }
      : renderOnce((row: T) => renderCell(col, row, ctx))),
  }));
  if (actions) {
    // Not fixed: a column fixed on the right lies over the data of a table wider than its card (pt-BR 商户列表 hid
    // status and the key; 游戏控制 showed "32," of 32,406.84). The table scrolls sideways to it instead.
    out.push({
      key: ACTIONS_COLUMN,
      title: actions.title,
      width: actions.width,
      ...renderOnce(actions.render),
    });
  }
  return out;
}

type ColumnOptions<T> = {
  text: ResourceText;
  sorters: CrudSort[];
  openDetail: (row: T) => void;
  run: ActionRun;
  running: boolean;
  onEdit?: (row: T) => void;
  openForm?: OpenRowForm<T>;
  /** Links that open something for the row (a sub-list), labelled `actions.<key>.label`. */
  rowLinks?: RowLink<T>[];
  /** A width for the actions column, from the labels the rows show (virtual rows need one per column). */
  sizeActions?: { density: Density; rows: readonly T[] };
};

/** The table's columns, with the actions column when the role may edit or use a row action; memoized. */
export function useTableColumns<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  arranged: ColumnDecl<T>[],
  { text, sorters, openDetail, run, running, onEdit, openForm, rowLinks, sizeActions }: ColumnOptions<T>,
): TableColumnType<T>[] {
  const colors = useLinkColors();
  const rowActions = useAllowedRowActions(definition);
  const editDisabled = definition.form?.editDisabled;
  return useMemo(() => {
    const actions =
      rowActions.length || onEdit || rowLinks?.length
        ? {
            title: text.t('kit:actions.title'),
            width: sizeActions
              ? actionsWidth(
                  sizeActions.rows.slice(0, SAMPLE_ROWS).map((row) => {
                    const shown = shownRowActions(rowActions, rowLinks ?? [], row);
                    return [
                      ...(onEdit ? [text.t('kit:actions.edit')] : []),
                      ...shown.links.map((l) => text.action(l.key, 'label', row)),
                      ...shown.actions.map((a) => text.action(a.key, 'label', row)),
                    ];
                  }),
                  sizeActions.density,
                )
              : undefined,
            render: (row: T) => (
              <RowActions
                actions={rowActions}
                text={text}
                row={row}
                run={run}
                running={running}
                colors={colors}
                onEdit={onEdit}
                editDisabled={editDisabled}
                onForm={openForm}
                links={rowLinks}
              />
            ),
          }
        : undefined;
    return toAntdColumns(
      arranged,
      sorters,
      { text, openDetail: openDetail as (row: BaseRecord) => void, colors },
      actions,
    );
  }, [
    arranged,
    sorters,
    text,
    openDetail,
    colors,
    rowActions,
    run,
    running,
    onEdit,
    openForm,
    rowLinks,
    sizeActions,
    editDisabled,
  ]);
}
