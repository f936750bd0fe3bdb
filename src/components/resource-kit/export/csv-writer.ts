// Where an export's file is written: a Web Worker (csv-worker.ts) in the browser, so quoting and joining tens of
// thousands of rows never holds the page's main thread; on this thread where there is no Worker (jsdom in Vitest).
// Both run csv-core.ts. The file comes back as a Blob the page saves as a download (see docs/performance.md for why
// not a stream to disk through the File System Access API).
import { CsvFile, handle, type CsvPage, type CsvResponse } from '@/components/resource-kit/export/csv-core';

export type CsvWriter = {
  /** Queues a page of cells (the header first); returns at once. */
  add(page: CsvPage): void;
  /** The whole file, once every page queued before is written. */
  finish(): Promise<Blob>;
  /** Frees the writer (the worker ends); call it whatever happened. */
  close(): void;
};

export function openCsvWriter(): CsvWriter {
  return typeof Worker === 'undefined' ? sameThreadWriter() : workerWriter();
}

function workerWriter(): CsvWriter {
  const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module', name: 'csv-export' });
  let failure: Error | null = null;
  let settle: { resolve: (blob: Blob) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    failure = error;
    settle?.reject(error);
  };
  worker.onmessage = (event: MessageEvent<CsvResponse>) => {
    const answer = event.data;
    if (answer.type === 'done') settle?.resolve(answer.blob);
    else fail(new Error(answer.message));
  };
  worker.onerror = (event) => fail(new Error(event.message || 'the CSV worker failed'));
  return {
    add: (page) => {
      // The flags' buffer moves to the worker instead of being copied; the strings are copied.
      if (!failure) worker.postMessage({ type: 'page', page }, [page.numeric.buffer]);
    },
    finish: () =>
      new Promise<Blob>((resolve, reject) => {
        if (failure) return reject(failure);
        settle = { resolve, reject };
        worker.postMessage({ type: 'finish' });
      }),
    close: () => worker.terminate(),
  };
}

function sameThreadWriter(): CsvWriter {
  const file = new CsvFile();
  return {
    add: (page) => void handle(file, { type: 'page', page }),
    finish: async () => {
      const answer = handle(file, { type: 'finish' });
      if (answer?.type !== 'done') throw new Error('the CSV file was not finished');
      return answer.blob;
    },
    close: () => undefined,
  };
}
