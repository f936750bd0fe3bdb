// CSV text for an export: localized headers, the visible columns in their order. Amounts and counts go out as plain
// numbers (a spreadsheet can add them; "10,368.85" was text to it), times as YYYY-MM-DD HH:mm:ss, the rest as on
// screen. papaparse does the quoting, loaded when a file is written: as a static import the bundler hoisted it into
// the shell chunk every list page shares. Text a spreadsheet would run as a formula is neutralised first.
import type { BaseRecord } from '@refinedev/core';
import { exportCell } from '@/components/resource-kit/cells';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

const FORMULA_START = /^[=+\-@\t\r]/;
// Text that is a plain number ("-12") cannot run anything; leaving it alone keeps it usable as a number.
const PLAIN_NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** Text starting with =, +, -, @, tab or CR gets a leading apostrophe so spreadsheets show it as text. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

type Out<T> = { header: string; value: (row: T) => string };

// Numbers are written as they are: a negative amount must stay a number, not become the text "'-12.00".
function fileCell(cell: { value: string; number: boolean }): string {
  return cell.number ? cell.value : neutralise(cell.value);
}

function outputs<T extends BaseRecord>(columns: ColumnDecl<T>[], text: ResourceText): Out<T>[] {
  return columns.flatMap((col) => {
    const main: Out<T> = { header: text.column(col.key), value: (row) => fileCell(exportCell(col, row[col.key], text)) };
    if (!col.sub) return [main];
    const sub = col.sub;
    return [main, { header: text.column(sub), value: (row: T) => fileCell(exportCell({ key: sub } as ColumnDecl<T>, row[sub], text)) }];
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
      data: rows.map((row) => outs.map((o) => o.value(row))),
    },
    { newline: '\r\n', quotes: false, escapeFormulae: false },
  );
}
