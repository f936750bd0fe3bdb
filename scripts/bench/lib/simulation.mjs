// The CPU a 1,000,000-spin simulation run costs the reference server (issue 26: at most 3 s), measured in a process
// of its own by simulation-cpu.ts (the server's code path, run in that process). Part of `npm run bench` (skipped
// with --skip=reports) or alone: `node scripts/bench/lib/simulation.mjs`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `quick` (the bench's --quick): one run instead of three. */
export function measureSimulation(repo, { log = () => undefined, quick = false } = {}) {
  const args = ['scripts/bench/lib/simulation-cpu.ts', ...(quick ? ['--runs=1'] : [])];
  const out = execFileSync(path.join(repo, 'node_modules', '.bin', 'tsx'), args, {
    cwd: repo,
    encoding: 'utf8',
  });
  const result = JSON.parse(out.trim().split('\n').at(-1));
  log(`control.combineTest, 1,000,000 spins: CPU ${result.cpuMs.join(' / ')} ms`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  console.log(JSON.stringify(measureSimulation(repo, { log: console.log }), null, 2));
}
