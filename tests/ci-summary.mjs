// Prints the CI summary line, `tests: N passed, M failed`, from the unit (Vitest JSON) and browser (Playwright
// JSON) reports and the benchmark's quick check (test-results/bench.json, written by .ci/run: one test, passed when
// the bench exited 0). A missing or unreadable report counts as zero tests: the CI exit code already says the run
// broke.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const results = fileURLToPath(new URL('../test-results/', import.meta.url));

function read(name) {
  try {
    return JSON.parse(readFileSync(`${results}${name}`, 'utf8'));
  } catch (error) {
    if (error?.code !== 'ENOENT') console.error(`ci-summary: cannot read test-results/${name}: ${error.message}`);
    return null;
  }
}

function unit(report) {
  if (!report) return { passed: 0, failed: 0 };
  // A test file that fails to load has no tests in it, so it would otherwise not count as a failure at all.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).length,
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

function browser(report) {
  if (!report) return { passed: 0, failed: 0 };
  const stats = report.stats ?? {};
  // Retries are off, so "flaky" only shows up if someone turns them on; a pass on the second try is not a pass.
  // Top-level errors (a broken config, a crashed worker) would otherwise leave "0 failed".
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors ?? []).length,
  };
}

function bench(report) {
  if (!report) return { passed: 0, failed: 0 };
  return report.exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

// The names of what failed, printed just above the summary line: CI keeps only the end of the output.
function failedNames(vitest, e2e) {
  const names = [];
  const short = (name) => String(name).replace(/^.*?\/(?=(src|tests|mocks)\/)/, '');
  for (const file of vitest?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && !failed.length)
      names.push(`unit ${short(file.name)}: ${file.message ?? 'did not load'}`);
    for (const t of failed) names.push(`unit ${short(file.name)} > ${t.fullName ?? t.title}`);
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky')
          names.push(`browser ${file}:${spec.line} > ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of e2e?.suites ?? []) walk(suite, suite.file ?? suite.title);
  for (const error of e2e?.errors ?? []) names.push(`browser error: ${String(error.message ?? '').split('\n')[0]}`);
  return names;
}

const vitestReport = read('vitest.json');
const e2eReport = read('e2e.json');
const parts = [unit(vitestReport), browser(e2eReport), bench(read('bench.json'))];
const names = failedNames(vitestReport, e2eReport);
if (names.length) console.log(`failed:\n${names.map((name) => `  ${name}`).join('\n')}`);
const passed = parts.reduce((sum, p) => sum + p.passed, 0);
const failed = parts.reduce((sum, p) => sum + p.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
