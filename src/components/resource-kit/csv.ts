// CSV text for an export: localized headers, the visible columns in their order, values formatted as on screen.
// papaparse does the quoting, loaded when a file is written: as a static import the bundler hoisted it into the
// shell chunk every list page shares. Cells a spreadsheet would run as a formula are neutralised first.
import type { BaseRecord } from '@refinedev/core';
import { cellText, formatCell } from '@/components/resource-kit/cells';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';
import { EMPTY_TEXT } from '@/lib/format';

const FORMULA_START = /^[=+\-@\t\r]/;
// A plain number ("-1,234.50") cannot run anything; leaving it alone keeps negative amounts usable as numbers.
const PLAIN_NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** Cells starting with =, +, -, @, tab or CR get a leading apostrophe so spreadsheets show them as text. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

type Out<T> = { header: string; value: (row: T) => string };

// The screen's "--" for an empty value is an empty cell in a file (and "--" would read as a formula).
const cell = (text: string) => (text === EMPTY_TEXT ? '' : text);

function outputs<T extends BaseRecord>(columns: ColumnDecl<T>[], text: ResourceText): Out<T>[] {
  return columns.flatMap((col) => {
    const main: Out<T> = { header: text.column(col.key), value: (row) => cell(cellText(col, row, text)) };
    if (!col.sub) return [main];
    const sub = col.sub;
    return [main, { header: text.column(sub), value: (row: T) => cell(formatCell({ key: sub }, row[sub], text)) }];
  });
}

export async function toCsv<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  rows: readonly T[],
  text: ResourceText,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const outs = outputs(columns, text);
  return Papa.unparse(
    {
      fields: outs.map((o) => neutralise(o.header)),
      data: rows.map((row) => outs.map((o) => neutralise(o.value(row)))),
    },
    { newline: '\r\n', quotes: false, escapeFormulae: false },
  );
}
