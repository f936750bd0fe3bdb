// `npm run test:e2e`: builds the console twice (mock on, mock off), serves both on loopback (the mock-off build
// through Debian's nginx with the repo's deploy/nginx/console.conf in front of the standalone mock API, one origin as
// in production; the mock build with the same headers, frame-src blob:), runs Playwright, and always tears
// everything down. Extra arguments go to Playwright (e.g. `npm run test:e2e -- --grep login`).
// E2E_SKIP_BUILD=1 reuses dist-e2e/ from the previous run, for quick local iteration only. E2E_DIST=<dir> builds
// there instead of dist-e2e/, so two runs in one checkout do not overwrite each other's builds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleHeaders, requireNginx, startNginx } from './nginx-site.mjs';
import { startStaticServer } from './serve.mjs';
import { startMockApi } from '../../scripts/lib/mock-api.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
// The mock build and the API server inherit it: the journeys see all of today's generated rows at any hour
// (mocks/lib/horizon.ts), so one that needs 200 of today's orders passes just after midnight too.
process.env.VITE_MOCK_HORIZON = 'day';
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);
const distRoot = path.resolve(repo, process.env.E2E_DIST || 'dist-e2e');
const mockDist = path.join(distRoot, 'mock');
const realDist = path.join(distRoot, 'real');

const children = new Set();
const servers = [];

function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env, stdio: 'inherit' });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
  });
}

async function build(outDir, mock) {
  const env = { ...process.env };
  // The mock-off build is the plain production build, whatever the caller's shell has exported.
  delete env.VITE_MOCK;
  if (mock) env.VITE_MOCK = 'on';
  // chunk-report.json tells login-bundle.spec.ts which modules each loaded chunk holds.
  env.CHUNK_REPORT = '1';
  const started = Date.now();
  const code = await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  if (code !== 0) throw new Error(`vite build (${mock ? 'mock' : 'real'}) failed with exit code ${code}`);
  console.log(`[e2e] built ${path.relative(repo, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.close()));
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

async function main() {
  const started = Date.now();
  // Before the builds: a machine without nginx learns it at once.
  requireNginx();
  const reuse = process.env.E2E_SKIP_BUILD === '1' && [mockDist, realDist].every((d) => existsSync(`${d}/index.html`));
  if (!reuse) {
    await build(mockDist, true);
    await build(realDist, false);
  }
  const api = await startMockApi(repo);
  servers.push({ close: async () => api.stop() });
  const apiUrl = api.url;
  // The browser mock frames the order detail as blob: URLs (mocks/lib/frame-url.ts): that is its frame-src.
  const mockSite = await startStaticServer({ root: mockDist, headers: consoleHeaders('blob:') });
  servers.push(mockSite);
  const realSite = await startNginx({ root: realDist, apiUrl });
  servers.push(realSite);
  console.log(`[e2e] mock build ${mockSite.url}, real build (nginx) ${realSite.url} -> API ${apiUrl}`);

  const code = await run(
    bin('playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      ...process.env,
      E2E_MOCK_URL: mockSite.url,
      E2E_REAL_URL: realSite.url,
    },
  );
  console.log(`[e2e] finished in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
