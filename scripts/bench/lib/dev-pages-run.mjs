// The dev server's first rows per page as a part of `npm run bench` (dev-server.mjs --pages in a child process,
// its JSON read back): the full run loads every page of the menu; --quick's side-script run of dev-server.mjs loads
// a few (side-scripts.mjs) and reads them back the same way.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The `pages` block of a dev-server.mjs --json file, or why not. */
export async function readDevPages(file) {
  try {
    const report = JSON.parse(await readFile(file, 'utf8'));
    return report.pages ?? { unavailable: 'dev-server.mjs measured no page' };
  } catch (e) {
    return { unavailable: `no figures from dev-server.mjs (${e instanceof Error ? e.message : String(e)})` };
  } finally {
    await rm(file, { force: true });
  }
}

export const devPagesJson = () => path.join(os.tmpdir(), `bench-dev-pages-${process.pid}-${Date.now()}.json`);

/** dev-server.mjs --runs=0 --pages=<pages> in a child process: `{limitMs, pages: [{path, firstRowsMs, cpuMs}]}`. */
export function measureDevPages(repo, { log = () => undefined, pages = 'all', timeoutMs = 20 * 60_000 } = {}) {
  const json = devPagesJson();
  log(`dev server: first rows of ${pages === 'all' ? 'every page' : `${pages} pages`} (dev-server.mjs --pages)`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['scripts/bench/dev-server.mjs', '--runs=0', `--pages=${pages}`, `--json=${json}`],
      { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
    );
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(readDevPages(json));
    });
  });
}
