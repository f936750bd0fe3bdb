// The total row: the server's `summary` (totals over every filtered row) when the list call sends one, else the
// sums of the rows on this page, labelled so nobody takes a page total for the grand total.
import type { BaseRecord } from '@refinedev/core';
import { Table, Typography } from 'antd';
import { formatCell, isNumeric } from '@/components/resource-kit/cells';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

type Props<T extends BaseRecord> = {
  columns: ColumnDecl<T>[];
  rows: readonly T[];
  summary: Partial<T> | undefined;
  text: ResourceText;
  /** The selection column takes the first cell. */
  leadingCells: number;
  /** Columns after the declared ones (the row actions): empty cells, so a fixed one still covers what scrolls under it. */
  trailingCells?: number;
};

export function totalsOf<T extends BaseRecord>(columns: ColumnDecl<T>[], rows: readonly T[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const col of columns.filter((c) => c.summary)) {
    const sum = rows.reduce((acc, row) => acc + (Number(row[col.key]) || 0), 0);
    totals[col.key] = Math.round(sum * 100) / 100;
  }
  return totals;
}

/**
 * The `summary` of an antd Table. A plain function, not a component: rc-table keeps a `fixed` summary below the
 * scrolling rows only when `summary()` returns the Table.Summary element itself (it checks the element's type);
 * wrapped in a component of ours, the totals ended up after the last row.
 */
export function summaryRow<T extends BaseRecord>({
  columns,
  rows,
  summary,
  text,
  leadingCells,
  trailingCells = 0,
}: Props<T>) {
  if (!columns.some((c) => c.summary) || !rows.length) return null;
  const fromServer = summary && Object.keys(summary).length > 0;
  const values: Record<string, unknown> = fromServer ? summary : totalsOf(columns, rows);
  const labelAt = Math.max(
    0,
    columns.findIndex((c) => !c.summary),
  );
  const label = (
    <Typography.Text strong data-testid="summary-label">
      {text.t(fromServer ? 'kit:table.total' : 'kit:table.pageTotal')}
    </Typography.Text>
  );
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row data-testid="summary-row">
        {Array.from({ length: leadingCells }, (_, i) => (
          <Table.Summary.Cell key={`lead-${i}`} index={i} />
        ))}
        {columns.map((col, i) => (
          <Table.Summary.Cell key={col.key} index={i + leadingCells} align={isNumeric(col) ? 'right' : undefined}>
            {i === labelAt && !col.summary ? (
              label
            ) : col.summary ? (
              <strong>{formatCell(col, values[col.key], text)}</strong>
            ) : null}
          </Table.Summary.Cell>
        ))}
        {Array.from({ length: trailingCells }, (_, i) => (
          <Table.Summary.Cell key={`trail-${i}`} index={leadingCells + columns.length + i} />
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
