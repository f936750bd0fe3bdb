// Column widths for a list with virtual rows. antd's virtual table lays its rows out as blocks of fixed-width cells
// (rc-table's VirtualTable): it cannot size a column to its content as a <table> does, so each column needs a
// number. A declared `width` wins; otherwise the width is estimated from the header and the cells' text (the first
// rows, formatted as the screen shows them) with the same character measure as the selects (text-width.ts). A longer
// value further down wraps in its cell; the virtual list measures the taller row.
import type { BaseRecord } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { formatCell } from '@/components/resource-kit/columns/cells';
import type { Density } from '@/components/resource-kit/columns/column-prefs';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { textEm } from '@/components/resource-kit/list/text-width';
import type { ColumnDecl } from '@/components/resource-kit/types';

/** Rows read for the estimate: enough for a page's range of values, cheap on a 200-row page. */
export const SAMPLE_ROWS = 50;
const FONT_PX = 14;
const SUB_FONT_PX = 12;
const MIN_PX = 64;
const MAX_PX = 360;
/** Sort arrows beside a sortable header, a tag's border and padding around an enum, rounding. */
const SORTER_PX = 28;
const SLACK_PX = 18;
/** antd's selection and expand columns. */
export const CONTROL_COLUMN_PX = 48;

const cellPadding = (density: Density) => (density === 'large' ? 32 : 16);

/** Estimated width (px) of each declared column that has none, by key. */
export function estimateWidths<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  rows: readonly T[],
  text: ResourceText,
  density: Density,
): Map<string, number> {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const widths = new Map<string, number>();
  for (const col of columns) {
    if (col.width) {
      widths.set(col.key, col.width);
      continue;
    }
    let px = textEm(text.column(col.key)) * FONT_PX + (col.sortable ? SORTER_PX : 0);
    for (const row of sample) {
      px = Math.max(px, textEm(formatCell(col, row[col.key], text)) * FONT_PX);
      if (col.sub) px = Math.max(px, textEm(formatCell({ key: col.sub }, row[col.sub], text)) * SUB_FONT_PX);
    }
    widths.set(col.key, Math.round(Math.min(MAX_PX, Math.max(MIN_PX, px + cellPadding(density) + SLACK_PX))));
  }
  return widths;
}

/**
 * The widest a row's action links go before they wrap onto another line (row-actions.tsx). The actions column is
 * fixed on the right and covers the data columns scrolled beneath it: side by side, crontab's five links took 415 of
 * a 982 px table in pt-BR (260 in zh-CN), and hid five of its columns at first sight.
 */
export const ACTION_LINKS_MAX_PX = 200;
/** Between two links of a line. */
export const ACTION_GAP_PX = 12;

/** The widest line of one row's links, laid out as its cell wraps them (lines of at most ACTION_LINKS_MAX_PX). */
function linksPx(labels: readonly string[]): number {
  let widest = 0;
  let line = 0;
  for (const label of labels) {
    const px = textEm(label) * FONT_PX;
    line = line && line + ACTION_GAP_PX + px <= ACTION_LINKS_MAX_PX ? line + ACTION_GAP_PX + px : px;
    widest = Math.max(widest, line);
  }
  return Math.min(ACTION_LINKS_MAX_PX, widest);
}

/**
 * The width of the actions column: the links the rows show (the labels of each of the first rows), not every
 * declared one. Side by side, the player list's freeze and unfreeze (never both on a row) left a blank as wide
 * as one of them over the data.
 */
export function actionsWidth(rowsLabels: readonly (readonly string[])[], density: Density): number {
  const px = Math.max(0, ...rowsLabels.map(linksPx));
  return Math.round(Math.max(MIN_PX, px + cellPadding(density) + SLACK_PX));
}

/** The columns with a number for a width each, and their sum (the table's scroll.x). */
export function sizedColumns<T>(
  columns: TableColumnType<T>[],
  widths: Map<string, number>,
  controlColumns: number,
): { columns: TableColumnType<T>[]; width: number } {
  let width = controlColumns * CONTROL_COLUMN_PX;
  const sized = columns.map((col) => {
    const px = typeof col.width === 'number' ? col.width : (widths.get(String(col.key)) ?? MIN_PX);
    width += px;
    return col.width === px ? col : { ...col, width: px };
  });
  return { columns: sized, width };
}
