// The export's Web Worker: turns the pages of formatted cells the list posts into the file (csv-core.ts), off the
// page's main thread, and answers the finished file as a Blob. Loaded by csv-writer.ts.
import { CsvFile, handle, type CsvRequest, type CsvResponse } from '@/components/resource-kit/export/csv-core';

// The project's TypeScript lib is the DOM's, not the worker's: only what this file uses of the worker's scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvRequest>) => void) | null;
  postMessage: (message: CsvResponse) => void;
};

const file = new CsvFile();

scope.onmessage = (event) => {
  try {
    const answer = handle(file, event.data);
    if (answer) scope.postMessage(answer);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
