// `npm test`: every tier in turn (typecheck, lint, unit, browser), each run even when an earlier one failed, so one
// run shows every failure (CI counts each tier's report in tests/ci-summary.mjs). Exits with the first non-zero code.
import { spawnSync } from 'node:child_process';

const steps = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
const failed = [];
let exitCode = 0;
for (const step of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const code = status ?? (signal ? 1 : 0);
  console.log(
    `[test] ${step}: ${code === 0 ? 'ok' : `failed (${code})`} in ${((Date.now() - started) / 1000).toFixed(0)}s`,
  );
  if (code !== 0) {
    failed.push(step);
    exitCode ||= code;
  }
}
if (failed.length) console.log(`[test] failed: ${failed.join(', ')}`);
process.exit(exitCode);
