// The CSV writer's core, shared by the export's Web Worker (csv-worker.ts) and the same-thread fallback: no React,
// no i18n, no DOM beyond Blob, so a worker can load it. Cells arrive already formatted by the page (the kinds'
// texts need the page's translations); here they are made formula-safe, quoted and joined, one page at a time.

/** One page of formatted cells, row by row: `values[r * width + c]`; `numeric[i]` = 1 for a plain number. */
export type CsvPage = { width: number; values: string[]; numeric: Uint8Array };

/** Main thread -> worker. The first page is the header row. */
export type CsvRequest = { type: 'page'; page: CsvPage } | { type: 'finish' };
/** Worker -> main thread. */
export type CsvResponse = { type: 'done'; blob: Blob; rows: number } | { type: 'failed'; message: string };

const FORMULA_START = /^[=+\-@\t\r]/;
// Text that is a plain number ("-12") cannot run anything; leaving it alone keeps it usable as a number.
const PLAIN_NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
// papaparse's rule, kept so files read as before: quote a field holding a delimiter, quote, line break or BOM,
// or starting or ending with a space.
const NEEDS_QUOTES = /[",\r\n\uFEFF]|^ | $/;

/** Text starting with =, +, -, @, tab or CR gets a leading apostrophe so spreadsheets show it as text. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** One field of the file. Numbers are written as they are: a negative amount must stay a number, not "'-12.00". */
export function csvField(value: string, numeric: boolean): string {
  const safe = numeric ? value : neutralise(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A page's lines, each led by CRLF unless it starts the file (no line break after the last row, as before). */
export function csvLines(page: CsvPage, first: boolean): string {
  const { width, values, numeric } = page;
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += width) {
    const fields: string[] = [];
    for (let i = start; i < start + width; i++) fields.push(csvField(values[i] ?? '', numeric[i] === 1));
    lines.push(fields.join(','));
  }
  const text = lines.join('\r\n');
  return first || lines.length === 0 ? text : `\r\n${text}`;
}

/**
 * The file being written. Each page becomes a Blob at once, so its text leaves the JS heap for the browser's blob
 * store (which pages big files to disk); the file is those Blobs joined, with a BOM so spreadsheet programs read
 * it as UTF-8 (Chinese headers and names).
 */
export class CsvFile {
  private parts: Blob[] = [new Blob(['\uFEFF'])];
  private pages = 0;
  rows = 0;

  add(page: CsvPage): void {
    const text = csvLines(page, this.pages === 0);
    if (this.pages > 0) this.rows += page.width ? page.values.length / page.width : 0;
    this.pages++;
    if (text) this.parts.push(new Blob([text]));
  }

  blob(): Blob {
    return new Blob(this.parts, { type: 'text/csv;charset=utf-8' });
  }
}

/** What the worker does with a message; the same-thread writer runs it too. */
export function handle(file: CsvFile, request: CsvRequest): CsvResponse | null {
  if (request.type === 'page') {
    file.add(request.page);
    return null;
  }
  return { type: 'done', blob: file.blob(), rows: file.rows };
}
