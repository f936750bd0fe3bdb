// The total row: the server's `summary` (totals over every filtered row) when the list call sends one, else the
// sums of the rows on this page, labelled so nobody takes a page total for the grand total. Rows of several
// currencies have one total per currency (total-lines.ts); the row shows one of them at a time, picked in its label
// cell, so five currencies do not take five rows of a table that scrolls its rows above them.
import type { BaseRecord } from '@refinedev/core';
import { Select, Space, Table, Typography } from 'antd';
import { formatCell, isNumeric } from '@/components/resource-kit/columns/cells';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { shownLine, totalLines, type TotalLine } from '@/components/resource-kit/list/total-lines';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { displayCurrency } from '@/lib/client-prefs';

export { totalsOf } from '@/components/resource-kit/list/total-lines';

type Props<T extends BaseRecord> = {
  columns: ColumnDecl<T>[];
  rows: readonly T[];
  summary: Partial<T> | undefined;
  text: ResourceText;
  /** The selection column takes the first cell. */
  leadingCells: number;
  /** Columns after the declared ones (the row actions): empty cells, one per column. */
  trailingCells?: number;
  /** The currency whose totals show when there are several (the display currency, CNY, by default), and how to pick another. */
  currency?: string;
  onCurrency?: (currency: string) => void;
  /** The rows are all of the list's (no pager): their sums are its totals, not a page's. */
  wholeSet?: boolean;
};

function lineLabel(line: TotalLine, text: ResourceText): string {
  const base = line.scope === 'all' ? 'kit:table.total' : 'kit:table.pageTotal';
  return line.currency ? text.t(`${base}In`, { currency: line.currency }) : text.t(base);
}

function Label({
  line,
  lines,
  text,
  onCurrency,
}: {
  line: TotalLine;
  lines: TotalLine[];
  text: ResourceText;
  onCurrency?: (c: string) => void;
}) {
  if (lines.length < 2) {
    return (
      <Typography.Text strong data-testid="summary-label">
        {lineLabel(line, text)}
      </Typography.Text>
    );
  }
  return (
    <Space size={4} data-testid="summary-label">
      <Typography.Text strong>
        {text.t(line.scope === 'all' ? 'kit:table.total' : 'kit:table.pageTotal')}
      </Typography.Text>
      <Select
        size="small"
        value={line.currency}
        onChange={onCurrency}
        popupMatchSelectWidth={false}
        aria-label={text.t('kit:table.totalCurrency')}
        options={lines.map((l) => ({ value: l.currency, label: l.currency }))}
        data-testid="summary-currency"
      />
    </Space>
  );
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
  currency,
  onCurrency,
  wholeSet,
}: Props<T>) {
  const lines = totalLines(columns, rows, summary as Record<string, unknown> | undefined, wholeSet);
  const line = shownLine(lines, currency, displayCurrency().code);
  if (!line) return null;
  const labelAt = Math.max(
    0,
    columns.findIndex((c) => !c.summary),
  );
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row
        data-testid="summary-row"
        data-currency={line.currency}
        data-currencies={lines.map((l) => l.currency ?? '').join(',')}
      >
        {Array.from({ length: leadingCells }, (_, i) => (
          <Table.Summary.Cell key={`lead-${i}`} index={i} />
        ))}
        {columns.map((col, i) => (
          <Table.Summary.Cell key={col.key} index={i + leadingCells} align={isNumeric(col) ? 'right' : undefined}>
            {i === labelAt && !col.summary ? (
              <Label line={line} lines={lines} text={text} onCurrency={onCurrency} />
            ) : col.summary ? (
              <strong>{formatCell(col, line.values[col.key], text)}</strong>
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
