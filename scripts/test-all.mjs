// `npm test`: every tier (typecheck and lint side by side, then unit, then browser), each run even when an earlier one
// failed, so one run shows every failure (CI counts each tier's report in tests/ci-summary.mjs). Exits with the first
// non-zero code. typecheck and lint are one process each on one core: side by side they take the longer one's time
// (about 25 s of CI saved); their output is held and printed whole, one after the other, so it reads as before.
import { spawn } from 'node:child_process';

const stages = [['typecheck', 'lint'], ['test:unit'], ['test:e2e']];
const failed = [];
let exitCode = 0;

/** Runs `npm run <step>`; alone, its output goes straight through, beside another it is held until it ends. */
function run(step, held) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (held) {
      child.stdout.on('data', (chunk) => out.push(chunk));
      child.stderr.on('data', (chunk) => out.push(chunk));
    }
    child.on('close', (status, signal) => {
      const code = status ?? (signal ? 1 : 0);
      resolve({ step, code, out: Buffer.concat(out), seconds: ((Date.now() - started) / 1000).toFixed(0) });
    });
  });
}

for (const stage of stages) {
  const held = stage.length > 1;
  const results = await Promise.all(stage.map((step) => run(step, held)));
  for (const { step, code, out, seconds } of results) {
    if (held) process.stdout.write(out);
    console.log(`[test] ${step}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds}s`);
    if (code !== 0) {
      failed.push(step);
      exitCode ||= code;
    }
  }
}
if (failed.length) console.log(`[test] failed: ${failed.join(', ')}`);
process.exit(exitCode);
