// What a CSV export holds, on the page's side: localized headers, the visible columns in their order (a sub column
// right after its column), each cell as the file holds it: amounts and counts as plain numbers (a spreadsheet can
// add them; "10,368.85" was text to it), times as YYYY-MM-DD HH:mm:ss, the rest as on screen. The kinds format the
// cells here, a page of rows at a time, because they need the page's translations; making them formula-safe,
// quoting and joining them is the writer's (csv-core.ts, in a Web Worker).
import type { BaseRecord } from '@refinedev/core';
import { exportCell } from '@/components/resource-kit/columns/cells';
import { CsvFile, type CsvPage } from '@/components/resource-kit/export/csv-core';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ColumnDecl } from '@/components/resource-kit/types';

export { neutralise } from '@/components/resource-kit/export/csv-core';

type Out<T> = { header: string; cell: (row: T) => { value: string; number: boolean } };

/** The file's columns, resolved once per export. */
export type CsvColumns<T> = readonly Out<T>[];

export function csvColumns<T extends BaseRecord>(columns: ColumnDecl<T>[], text: ResourceText): CsvColumns<T> {
  return columns
    .filter((col) => col.export !== false)
    .flatMap((col) => {
      const main: Out<T> = { header: text.column(col.key), cell: (row) => exportCell(col, row[col.key], text) };
      if (!col.sub) return [main];
      const sub = { key: col.sub } as ColumnDecl<T>;
      return [main, { header: text.column(sub.key), cell: (row: T) => exportCell(sub, row[sub.key], text) }];
    });
}

/** The header row (text: made formula-safe like any other text). */
export function csvHeader<T>(outs: CsvColumns<T>): CsvPage {
  return { width: outs.length, values: outs.map((o) => o.header), numeric: new Uint8Array(outs.length) };
}

/** A page of rows as formatted cells, ready to post to the writer. */
export function csvPage<T>(outs: CsvColumns<T>, rows: readonly T[]): CsvPage {
  const width = outs.length;
  const values = new Array<string>(rows.length * width);
  const numeric = new Uint8Array(rows.length * width);
  rows.forEach((row, r) => {
    outs.forEach((out, c) => {
      const cell = out.cell(row);
      values[r * width + c] = cell.value;
      numeric[r * width + c] = cell.number ? 1 : 0;
    });
  });
  return { width, values, numeric };
}

/** The whole file's text on this thread, without the BOM (tests, and small files). */
export async function toCsv<T extends BaseRecord>(
  columns: ColumnDecl<T>[],
  rows: readonly T[],
  text: ResourceText,
): Promise<string> {
  const outs = csvColumns(columns, text);
  const file = new CsvFile();
  file.add(csvHeader(outs));
  file.add(csvPage(outs, rows));
  return (await readBlob(file.blob())).replace(/^\uFEFF/, '');
}

// jsdom's Blob has no text(); FileReader reads it everywhere.
function readBlob(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}
