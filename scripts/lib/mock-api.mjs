// The standalone implementation of the API contract (mocks/http-server.ts, the browser suite's backend) in its own
// process group on loopback, so the console under test is the plain production build, and the API's work happens
// outside the page, as with a real backend.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { canConnect, freePort } from './free-port.mjs';

/** Starts the API; resolves { url, pid, stop } (pid: the process group's leader, for the bench's CPU figures). */
export async function startMockApi(repo) {
  const port = await freePort();
  const child = spawn(
    path.join(repo, 'node_modules', '.bin', 'tsx'),
    ['mocks/http-server.ts', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  while (!(await canConnect(port))) {
    if (exited) throw new Error('the mock API server exited before listening');
    if (Date.now() > deadline) {
      stop();
      throw new Error('the mock API server did not listen within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
