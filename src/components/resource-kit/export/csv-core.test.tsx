// The export writer's core (what the Web Worker runs) and the worker's entry itself, driven through its message
// handler: formula-safe cells, papaparse's quoting kept, the header first, a page at a time, no trailing line break.
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  csvField,
  CsvFile,
  csvLines,
  handle,
  type CsvPage,
  type CsvResponse,
} from '@/components/resource-kit/export/csv-core';

const page = (rows: string[][], numericColumns: number[] = []): CsvPage => {
  const width = rows[0]?.length ?? 0;
  return {
    width,
    values: rows.flat(),
    numeric: Uint8Array.from(rows.flatMap((row) => row.map((_, c) => (numericColumns.includes(c) ? 1 : 0)))),
  };
};

// Bytes decoded keeping the BOM (reading as text would drop it).
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('CSV writer core', () => {
  it('quotes exactly as papaparse did (the files read as before)', () => {
    const cells = [
      'plain',
      'a,b',
      'say "hi"',
      'two\nlines',
      'cr\rx',
      ' lead',
      'trail ',
      'mid space',
      '\uFEFFbom',
      '',
      '注单',
      "it's",
    ];
    for (const cell of cells) {
      expect(csvField(cell, true)).toBe(
        Papa.unparse([[cell]], { quotes: false, escapeFormulae: false, newline: '\r\n' }),
      );
    }
  });

  it('neutralises text a spreadsheet would run, not numbers', () => {
    expect(csvField('=1+1', false)).toBe(`'=1+1`);
    expect(csvField('=HYPERLINK("x")', false)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50', false)).toBe('-12.50');
    expect(csvField('-1234.50', true)).toBe('-1234.50');
    expect(csvField('-x', true)).toBe('-x');
  });

  it('writes the header first, then each page on its own lines, with no line break after the last row', async () => {
    const file = new CsvFile();
    file.add(page([['ID', 'Amount', '=Note']]));
    file.add(
      page(
        [
          ['1', '-2.00', '+cmd'],
          ['2', '3.50', 'a,b'],
        ],
        [1],
      ),
    );
    file.add(page([]));
    file.add(page([['3', '0.00', '']], [1]));
    expect(file.rows).toBe(3);
    const blob = file.blob();
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await read(blob)).toBe(`\uFEFFID,Amount,'=Note\r\n1,-2.00,'+cmd\r\n2,3.50,"a,b"\r\n3,0.00,`);
    expect(csvLines(page([['x']]), true)).toBe('x');
  });

  it('answers finish with the file and its row count', async () => {
    const file = new CsvFile();
    expect(handle(file, { type: 'page', page: page([['h']]) })).toBeNull();
    handle(file, { type: 'page', page: page([['a'], ['b']]) });
    const answer = handle(file, { type: 'finish' });
    expect(answer?.type).toBe('done');
    expect(answer?.type === 'done' && answer.rows).toBe(2);
    expect(answer?.type === 'done' && (await read(answer.blob))).toBe('\uFEFFh\r\na\r\nb');
  });
});

describe('the CSV worker entry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    self.onmessage = null;
  });

  it('writes the pages it is sent and posts the finished file back', async () => {
    const posted: CsvResponse[] = [];
    vi.spyOn(self, 'postMessage').mockImplementation((message: unknown) => void posted.push(message as CsvResponse));
    vi.resetModules();
    await import('@/components/resource-kit/export/csv-worker');
    const send = (data: unknown) => self.onmessage?.(new MessageEvent('message', { data }));
    send({ type: 'page', page: page([['ID', 'Name']]) });
    send({ type: 'page', page: page([['7', '@x']]) });
    expect(posted).toEqual([]);
    send({ type: 'finish' });
    expect(posted).toHaveLength(1);
    const [done] = posted;
    expect(done?.type === 'done' && done.rows).toBe(1);
    expect(done?.type === 'done' && (await read(done.blob))).toBe(`\uFEFFID,Name\r\n7,'@x`);
  });
});
