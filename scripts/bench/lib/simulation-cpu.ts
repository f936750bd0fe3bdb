// The CPU one 1,000,000-spin simulation run costs the reference server (control.md 1.5; issue 26: no more than 3 s).
// Runs the server's own path in this process: a run is started, listed, and listed again 2 s later by the server's
// clock, which finishes it: that last call draws the million spins and works out the figures. Prints JSON.
// `npx tsx scripts/bench/lib/simulation-cpu.ts`, or through `npm run bench` (scripts/bench/lib/simulation.mjs).
import { setClockSkew } from '@mocks/lib/clock';
import { listTests, runTest, testDetail } from '@mocks/control/db/combine-tests';

const SPINS = 1_000_000;
// `--runs=1`: the bench's --quick.
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3) || 3;

function once(): { cpuMs: number; rtp: number } {
  setClockSkew(0);
  const started = runTest({ gameId: 1001, tier: 1, spins: SPINS, betAmount: 1 }, { id: 1, username: 'admin' });
  if (!started.ok) throw new Error(`run refused: ${started.key}`);
  listTests({ current: 1, pageSize: 20 });
  setClockSkew(2_500);
  const before = process.cpuUsage();
  listTests({ current: 1, pageSize: 20 });
  const used = process.cpuUsage(before);
  const detail = testDetail(started.value.id);
  if (!detail.ok || detail.value.task.doneSpins !== SPINS) throw new Error('the run did not finish');
  return { cpuMs: Math.round((used.user + used.system) / 1000), rtp: detail.value.task.rtp };
}

const runs = Array.from({ length: RUNS }, once);
const cpu = runs.map((r) => r.cpuMs).sort((a, b) => a - b);
console.log(
  JSON.stringify({ spins: SPINS, cpuMs: cpu, medianCpuMs: cpu[Math.floor(RUNS / 2)], rtp: runs.map((r) => r.rtp) }),
);
