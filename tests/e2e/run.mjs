// `npm run test:e2e`: builds the console once (the production build, mock off, in dist-e2e/real) and runs Playwright.
// Each Playwright worker serves that build through Debian's nginx with the repo's deploy/nginx/console.conf in front
// of a standalone reference server of its own (tests/e2e/support/site.ts), so the two workers need not take turns on
// one server; the few journeys about the in-browser mock build (msw) build and serve it in their own worker.
// Extra arguments go to Playwright (e.g. `npm run test:e2e -- --grep login`).
// E2E_SKIP_BUILD=1 reuses the builds in dist-e2e/ from the previous run, for quick local iteration only.
// E2E_DIST=<dir> builds there instead of dist-e2e/, so two runs in one checkout do not overwrite each other's builds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireNginx } from './nginx-site.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
// The API servers (and the msw build) inherit it: the journeys see all of today's generated rows at any hour
// (mocks/lib/horizon.ts), so one that needs 200 of today's orders passes just after midnight too.
process.env.VITE_MOCK_HORIZON = 'day';
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);
const distRoot = path.resolve(repo, process.env.E2E_DIST || 'dist-e2e');
const realDist = path.join(distRoot, 'real');

const children = new Set();

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

async function build(outDir) {
  const env = { ...process.env };
  // The plain production build, whatever the caller's shell has exported.
  delete env.VITE_MOCK;
  // chunk-report.json tells login-bundle.spec.ts which modules each loaded chunk holds.
  env.CHUNK_REPORT = '1';
  const started = Date.now();
  const code = await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env);
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}`);
  console.log(`[e2e] built ${path.relative(repo, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Playwright stops its workers, and they their servers (support/test.ts).
    for (const child of children) child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

async function main() {
  const started = Date.now();
  // Before the build: a machine without nginx learns it at once.
  requireNginx();
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(`${realDist}/index.html`);
  if (!reuse) await build(realDist);
  const code = await run(
    bin('playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      ...process.env,
      E2E_DIST: distRoot,
      // The msw build is made once per run, by the first worker that needs it (support/site.ts).
      E2E_RUN_ID: `${process.pid}-${started}`,
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
}
process.exit(exitCode);
