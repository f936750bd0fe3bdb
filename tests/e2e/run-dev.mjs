// `npm run test:e2e:dev -- <spec or --grep>`: the browser journeys against the dev server (`vite`, mock on) instead
// of the mock build. React, antd and rc-* warn only in development builds, so this is where a journey that fails on
// console warnings (page-sweep.spec.ts) catches them. Extra arguments go to Playwright; every worker's journeys go to
// the dev server (E2E_BASE_URL: support/site.ts starts nothing), except those that need the standalone server
// (playwright.config.ts, SERVER_ONLY_SPEC).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);

async function startDevServer() {
  const port = await freePort();
  // Its own process group, so stopping it stops what it started too.
  const child = spawn(bin('vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: repo,
    // All of today's generated rows at any hour, as for the mock build (tests/e2e/run.mjs). Its own pre-bundle
    // cache (scripts/vite-cache-dir.ts): beside `npm run dev` in the same checkout, a shared one blanked the console.
    env: { ...process.env, VITE_MOCK: 'on', VITE_MOCK_HORIZON: 'day', CONSOLE_VITE_CACHE: 'e2e-dev' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw new Error('the dev server exited before answering');
    if (Date.now() > deadline) throw new Error('the dev server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => !exited && process.kill(-child.pid, 'SIGTERM') };
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let server = null;
let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server?.stop(), process.exit(130)));
try {
  server = await startDevServer();
  console.log(`[e2e:dev] dev server ${server.url}`);
  exitCode = await run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
    ...process.env,
    E2E_BASE_URL: server.url,
    E2E_DEV_SERVER: '1',
  });
} catch (error) {
  console.error(`[e2e:dev] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server?.stop();
}
process.exit(exitCode);
