// A column's cell from its kind (kinds/<kind>.tsx), with the optional second line under it, plus the same cell as
// text (total row) and as a file holds it (CSV). Cells stay cheap (no tooltips or measuring) so a 200-row page
// renders quickly.
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { CellContext } from '@/components/resource-kit/kinds/kind';
import { csvValue, isNumericKind, valueCell, valueText } from '@/components/resource-kit/kinds/ops';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

export type { CellContext } from '@/components/resource-kit/kinds/kind';

/** The cell as text: formatted like the screen shows it. */
export function formatCell<T extends BaseRecord>(col: ColumnDecl<T>, value: unknown, text: ResourceText): string {
  return valueText(col, value, text);
}

/** The cell as a file holds it: amounts and counts as plain numbers, empty as empty. */
export function exportCell<T extends BaseRecord>(col: ColumnDecl<T>, value: unknown, text: ResourceText) {
  return csvValue(col, value, text);
}

export function renderCell<T extends BaseRecord>(col: ColumnDecl<T>, row: T, ctx: CellContext): ReactNode {
  const main = col.render ? col.render(row) : valueCell(col, row[col.key], row, ctx);
  if (!col.sub) return main;
  return (
    <div>
      <div>{main}</div>
      <span style={{ color: ctx.colors.secondary, fontSize: 12 }}>
        {valueText({ key: col.sub }, row[col.sub], ctx.text)}
      </span>
    </div>
  );
}

export const isNumeric = (col: ColumnDecl<never> | { key: string; kind?: unknown }) => isNumericKind(col as never);
