// msw's worker script is served (dev) and emitted (build) only when the mock is on, so a production build
// neither ships nor serves /mockServiceWorker.js. The file lives in mocks/public (msw.workerDirectory).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';

// Runs before msw's own listeners (it comes first in the script), msw's file stays as `msw init` wrote it:
// - Only API calls reach msw. msw asks the page's main thread about every request its worker sees; in the dev server
//   that was each of the hundreds of modules a page loads, queued behind rendering (seconds per page).
// - The worker stays registered when its last page closes. msw unregisters it then, but a page that navigates sends
//   that just before the next page exists, so quick navigation deleted and re-installed the worker, and an update
//   still in flight failed ("Failed to update a ServiceWorker ...: Not found").
export const WORKER_PRELUDE = `// Added by scripts/mock-worker-plugin.ts.
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  try {
    activeClientIds.delete(event.source && event.source.id);
  } catch {
    // msw renamed its set: the closed page stays listed, which only keeps the worker answering.
  }
});
`;

// A dev server with the mock off may follow one with it on at the same address: the browser still has msw's worker
// and checks it for updates on each navigation. This one replaces it and removes itself.
export const RETIRED_WORKER = `// Served by scripts/mock-worker-plugin.ts while the mock is off: removes a worker left by a mock session.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

export function workerScript(workerPath: string): string {
  return WORKER_PRELUDE + readFileSync(workerPath, 'utf8');
}

// The in-page mock's entry (src/main.tsx imports it by the alias, which the dev server serves at this address).
const MOCK_ENTRY = 'mocks/browser.ts';

export function mockWorkerPlugin(workerPath: string, enabled: boolean): Plugin {
  let base = '/';
  return {
    name: 'mock-worker',
    configResolved(config) {
      base = config.base;
    },
    // The dev server serves the mock unbundled (~170 modules), and the entry asks for it only once its own modules
    // have all arrived and run: on a full load the page waited ~1-1.3 s more for the mock's modules, one import level
    // at a time (issue 35). An async module script fetches them alongside the entry's instead; loading the module
    // has no effect of its own (src/main.tsx still starts the mock, and gets this same module instance). Builds
    // bundle the mock into a chunk the entry preloads already.
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        enabled && context.server
          ? [{ tag: 'script', attrs: { type: 'module', async: true, src: `${base}${MOCK_ENTRY}` }, injectTo: 'head' }]
          : [],
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Service-Worker-Allowed', '/');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(enabled ? workerScript(workerPath) : RETIRED_WORKER);
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: workerScript(workerPath) });
    },
  };
}
