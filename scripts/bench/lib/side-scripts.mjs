// The bench's other entry points, run once each by `npm run bench -- --quick` so that a script nothing else runs
// cannot break unnoticed (scripts/bench/lib/report-api.mjs once imported a file that had moved, and the bench
// stopped at it): the tab-switch profile on the production build and the dev server's first visit. Each in a child
// process: exit code, seconds and the last lines of its output. The imports of every bench file, the blocks that run
// a part alone included, are checked without running them by tests/bench-scripts.test.ts.
import { spawn } from 'node:child_process';
import { devPagesJson, readDevPages } from './dev-pages-run.mjs';

const TAIL_LINES = 8;

function runNode(repo, args, env = {}, timeoutMs = 5 * 60_000) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const lines = [];
    const keep = (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line.trimEnd());
      lines.splice(0, Math.max(0, lines.length - 50));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      lines.push(`timed out after ${timeoutMs / 1000} s`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        command: `node ${args.join(' ')}`,
        exitCode: code,
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
        tail: lines.slice(-TAIL_LINES),
      });
    });
  });
}

/** `devPages`: how many pages the dev server's run also loads (their first rows: `devServerPages`), 0 for none. */
export async function runSideScripts(repo, productionDir, { log, devPages = 0 }) {
  const out = {};
  log('scripts: profile-switch.mjs on the production build (one switch)');
  out.profileSwitch = await runNode(repo, ['scripts/bench/profile-switch.mjs', productionDir], {
    WARMUPS: '1',
    SWITCHES: '1',
  });
  log(`scripts: profile-switch.mjs exit ${out.profileSwitch.exitCode} in ${out.profileSwitch.seconds} s`);
  log(
    `scripts: dev-server.mjs --runs=0 (the dev server and its first visit${devPages ? `, then ${devPages} pages` : ''})`,
  );
  const json = devPagesJson();
  out.devServer = await runNode(
    repo,
    ['scripts/bench/dev-server.mjs', '--runs=0', ...(devPages ? [`--pages=${devPages}`, `--json=${json}`] : [])],
    {},
    8 * 60_000,
  );
  if (devPages) out.devServerPages = await readDevPages(json);
  log(`scripts: dev-server.mjs exit ${out.devServer.exitCode} in ${out.devServer.seconds} s`);
  return out;
}
