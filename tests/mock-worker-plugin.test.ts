// What the dev server answers at /mockServiceWorker.js, and what the mock build ships there.
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';

// Build tooling, outside the app's @/ alias.
const { mockWorkerPlugin, RETIRED_WORKER, WORKER_PRELUDE } = await import('../scripts/mock-worker-plugin.ts');
const worker = join(process.cwd(), 'mocks/public/mockServiceWorker.js');

type Served = { path: string; headers: Record<string, string>; body: string };

function serve(plugin: Plugin): Served {
  const served: Served = { path: '', headers: {}, body: '' };
  const server = {
    middlewares: {
      use: (path: string, handle: (req: unknown, res: unknown) => void) => {
        served.path = path;
        handle(
          {},
          {
            setHeader: (name: string, value: string) => (served.headers[name] = value),
            end: (body: Buffer | string) => (served.body = body.toString()),
          },
        );
      },
    },
  } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return served;
}

describe('the mock worker plugin', () => {
  it("serves msw's worker behind a prelude that keeps it registered and hands it API calls only", () => {
    const served = serve(mockWorkerPlugin(worker, true));
    expect(served.path).toBe('/mockServiceWorker.js');
    expect(served.headers['Service-Worker-Allowed']).toBe('/');
    expect(served.body.startsWith(WORKER_PRELUDE)).toBe(true);
    expect(served.body).toContain("const INTEGRITY_CHECKSUM = '");
  });

  it('with the mock off, serves a worker that removes one a mock session left at this address', () => {
    const served = serve(mockWorkerPlugin(worker, false));
    expect(served.path).toBe('/mockServiceWorker.js');
    expect(served.body).toBe(RETIRED_WORKER);
    expect(served.body).toContain('registration.unregister()');
  });
});

type HtmlHook = { handler: (html: string, context: { server?: unknown }) => unknown };

function htmlTags(plugin: Plugin, context: { server?: unknown }): unknown {
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  return (plugin.transformIndexHtml as HtmlHook).handler('<html></html>', context);
}

describe("the dev server's page with the mock on", () => {
  it("asks for the mock's modules alongside the entry's, without waiting for them or starting it", () => {
    expect(htmlTags(mockWorkerPlugin(worker, true), { server: {} })).toEqual([
      { tag: 'script', attrs: { type: 'module', async: true, src: '/mocks/browser.ts' }, injectTo: 'head' },
    ]);
  });

  it('adds nothing with the mock off, nor to a build (which bundles the mock)', () => {
    expect(htmlTags(mockWorkerPlugin(worker, false), { server: {} })).toEqual([]);
    expect(htmlTags(mockWorkerPlugin(worker, true), {})).toEqual([]);
  });
});
