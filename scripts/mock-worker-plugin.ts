// msw's worker script is served (dev) and emitted (build) only when the mock is on, so a production build
// neither ships nor serves /mockServiceWorker.js. The file lives in mocks/public (msw.workerDirectory).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';

export function mockWorkerPlugin(workerPath: string, enabled: boolean): Plugin {
  return {
    name: 'mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(workerPath, 'utf8') });
    },
  };
}
