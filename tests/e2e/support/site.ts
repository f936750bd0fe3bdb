// What a Playwright worker serves its journeys from (support/test.ts starts one per worker, so the two workers never
// share a server and need not take turns):
// - `api`: the production build (mock off, made once by tests/e2e/run.mjs) through Debian's nginx with the
//   deployment's site file (tests/e2e/nginx-site.mjs), in front of a standalone reference server of its own
//   (scripts/lib/mock-api.mjs: mocks/http-server.ts on a free port). The world is the worker's: what a journey saves
//   is there for the worker's next journeys, never for the other worker's.
// - `msw`: the in-browser mock build (VITE_MOCK=on, msw's service worker), built here on first use and served with the
//   deployment's headers (frame-src blob:), for the few journeys about the mock build itself.
// E2E_BASE_URL (tests/e2e/run-dev.mjs: the dev server) replaces both: nothing is started.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SiteKind = 'api' | 'msw';
export type Site = { url: string; close: () => Promise<void> };
type Server = { url: string; close: () => Promise<void> };

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const here = (file: string) => new URL(file, import.meta.url).href;

// Plain Node modules shared with the bench (scripts/bench) and run.mjs: imported as such, typed here.
const nginx = (await import(/* @vite-ignore */ here('../nginx-site.mjs'))) as {
  consoleHeaders: (frameSrc: string) => Record<string, string>;
  startNginx: (options: { root: string; apiUrl: string }) => Promise<Server>;
};
const serve = (await import(/* @vite-ignore */ here('../serve.mjs'))) as {
  startStaticServer: (options: { root: string; headers: Record<string, string> }) => Promise<Server>;
};
const mockApi = (await import(/* @vite-ignore */ here('../../../scripts/lib/mock-api.mjs'))) as {
  startMockApi: (repo: string) => Promise<{ url: string; stop: () => void }>;
};

/** Where run.mjs builds (E2E_DIST, default dist-e2e/): `real/` the production build, `mock/` the msw build. */
export const distRoot = path.resolve(repo, process.env.E2E_DIST || 'dist-e2e');

/** The msw build, once per run (E2E_RUN_ID, set by run.mjs); E2E_SKIP_BUILD=1 takes any earlier one. */
async function mockBuild(): Promise<string> {
  const out = path.join(distRoot, 'mock');
  const stamp = path.join(out, '.e2e-run');
  const run = process.env.E2E_RUN_ID ?? 'local';
  const current = existsSync(stamp) && readFileSync(stamp, 'utf8') === run;
  if (current || (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(out, 'index.html')))) return out;
  const env = { ...process.env, VITE_MOCK: 'on', CHUNK_REPORT: '1' };
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      path.join(repo, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) throw new Error(`vite build (mock on) failed with exit code ${code}`);
  writeFileSync(stamp, run);
  return out;
}

export async function startSite(kind: SiteKind): Promise<Site> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { url: given, close: async () => undefined };
  if (kind === 'msw') {
    // The browser mock frames the order detail as blob: URLs (mocks/lib/frame-url.ts): that is its frame-src.
    return serve.startStaticServer({ root: await mockBuild(), headers: nginx.consoleHeaders('blob:') });
  }
  const root = path.join(distRoot, 'real');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`no production build in ${root}: run the suite with \`npm run test:e2e\` (tests/e2e/run.mjs)`);
  const api = await mockApi.startMockApi(repo);
  // Its own process group: a worker that dies without its teardown must not leave it running.
  process.once('exit', api.stop);
  try {
    const site = await nginx.startNginx({ root, apiUrl: api.url });
    return {
      url: site.url,
      close: async () => {
        await site.close();
        api.stop();
      },
    };
  } catch (error) {
    api.stop();
    throw error;
  }
}
