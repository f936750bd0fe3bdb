// `npm run bench`: builds the console for production and the bare antd baselines, serves them on loopback with the
// mock API (mocks/http-server.ts behind the static server's /api proxy, one origin as deployed), drives the system
// Chromium and writes bench-results/report.json and report.md.
//
//   npm run bench                      everything (9 cold runs)
//   npm run bench -- --api=page        the journeys behind the login on a VITE_MOCK=on build (msw in the page)
//   npm run bench -- --check           ... then exit 1 when the budget (scripts/bench/budget.json) is breached
//   npm run bench -- --strict          ... --check, and a missed target fails too
//   npm run bench -- --quick [--check] every script loads and one short round runs (CI): 1 cold run, 5 tabs, a
//                                      session that does not stay to the 30 s mark, a one-day export, one audit per page, short report calls, the other bench
//                                      scripts once; --check then also fails on a figure left unavailable
//   npm run bench -- --runs=5          fewer cold runs (the issue's floor; noisier ratios)
//   npm run bench -- --skip=lighthouse,memory   leave parts out (timings, memory, export, lighthouse, reports, cold,
//                                      devPages)
//   npm run bench -- --no-build        reuse the builds in bench-results/build
//   BENCH_OUT=/tmp/b npm run bench     write builds and report there instead of bench-results/
//   BENCH_DIST=dist-e2e/real npm run bench -- --quick --check
//                                      use that production build (mock off, CHUNK_REPORT=1, as the browser suite's
//                                      tests/e2e/run.mjs makes it) instead of building one; the bare antd pages are
//                                      still built (a few seconds)
//
// See docs/performance.md for what is measured and how.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../tests/e2e/serve.mjs';
import { startMockApi } from '../lib/mock-api.mjs';
import { CHROMIUM_PATH, launchBrowser } from './lib/browser.mjs';
import { buildConsole, buildFixtures } from './lib/build.mjs';
import {
  byOwner,
  chunksOutside,
  chunksWith,
  largestModules,
  mockOnlyChunks,
  modulesOf,
  pageAreaChunks,
  readChunkReport,
  staticClosure,
  sumAssets,
} from './lib/bytes.mjs';
import { evaluateBudget, evaluateProduced, evaluateTargets } from './lib/check.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureExport } from './lib/export.mjs';
import { measureSession } from './lib/memory.mjs';
import { markdownTable } from './lib/report.mjs';
import { measureReportApi } from './lib/report-api.mjs';
import { measureColdApi } from './lib/cold-api.mjs';
import { measureDevPages } from './lib/dev-pages-run.mjs';
import { measureControlBetApi } from './lib/control-bet-api.mjs';
import { runSideScripts } from './lib/side-scripts.mjs';
import { measureSimulation } from './lib/simulation.mjs';
import { measureTimings, reason } from './lib/timings.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
// Builds and the API server inherit it: the 200-row bet order list has all of today's rows at any hour
// (mocks/lib/horizon.ts), so the benchmark measures the same page whenever it runs.
process.env.VITE_MOCK_HORIZON = 'day';
// BENCH_OUT: another results folder, so two benchmarks (say of two working copies' changes) do not overwrite each
// other's builds.
const resultsDir = path.resolve(repo, process.env.BENCH_OUT || 'bench-results');
// BENCH_DIST: a production build made elsewhere (the browser suite's mock-off build), used as it is.
const givenDist = process.env.BENCH_DIST ? path.resolve(repo, process.env.BENCH_DIST) : null;
const dirs = {
  production: givenDist ?? path.join(resultsDir, 'build', 'production'),
  mock: path.join(resultsDir, 'build', 'mock'),
  fixtures: path.join(resultsDir, 'build', 'fixtures'),
};
const budgetFile = path.join(repo, 'scripts', 'bench', 'budget.json');

// On this two-core machine the login LCP ratio of one build, as median / median of 5 cold runs, went from 0.9x to
// 1.3x across back-to-back benchmarks (the page paints at ~300 or ~400 ms, ours and the bare one alike); of 9 runs
// it stayed within 1.05-1.11x. The issue asks for at least 5.
const DEFAULT_RUNS = 9;
// --quick: enough tabs for the memory session to open, close and open again a few kinds of page.
const QUICK_TABS = 5;

function parseArgs(argv) {
  const args = {
    check: false,
    strict: false,
    quick: false,
    runs: DEFAULT_RUNS,
    skip: new Set(),
    build: true,
    api: 'server',
  };
  let runs = null;
  for (const arg of argv) {
    if (arg === '--check') args.check = true;
    else if (arg === '--quick') args.quick = true;
    else if (arg === '--strict') args.check = args.strict = true;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--api=page' || arg === '--api=server') args.api = arg.slice(6);
    else if (arg.startsWith('--runs=')) runs = Math.max(1, Number.parseInt(arg.slice(7), 10) || DEFAULT_RUNS);
    else if (arg.startsWith('--skip=')) for (const part of arg.slice(7).split(',')) args.skip.add(part.trim());
    else throw new Error(`unknown argument ${arg} (see the head of scripts/bench/run.mjs)`);
  }
  args.runs = runs ?? (args.quick ? 1 : DEFAULT_RUNS);
  if (args.quick && args.strict)
    throw new Error('--strict needs the full run: the targets are not measured by --quick');
  if (!args.quick) args.skip.add('scripts');
  return args;
}

const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);

function gitInfo() {
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty =
      execSync('git status --porcelain', { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: null };
  }
}

function chromiumVersion() {
  try {
    return execSync(`"${CHROMIUM_PATH}" --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return CHROMIUM_PATH;
  }
}

/** Bytes from the files the first successful run loaded, and the builds' chunk reports. */
function bytesSection(timings, budget, flowsDir) {
  const prod = readChunkReport(dirs.production);
  // The journeys behind the login ran on the production build, or on the mock build with --api=page (whose
  // msw-only chunks are left out of every sum).
  const flows = readChunkReport(flowsDir);
  const mockOnly = mockOnlyChunks(flows);
  const raw = timings?.raw ?? [];
  const prodLogin = raw.find((r) => r.prodLogin?.assets)?.prodLogin;
  const journey =
    raw.find((r) => r.console?.assets?.shell)?.console ?? raw.find((r) => r.console?.assets?.login)?.console;
  const withBetOrder = raw.find((r) => r.console?.assets?.betOrder)?.console;
  const bareLogin = raw.find((r) => r.bareLogin?.assets)?.bareLogin;
  const bareTable = raw.find((r) => r.bareTable?.assets)?.bareTable;

  const out = {};
  if (prodLogin) {
    const production = sumAssets(dirs.production, prodLogin.assets);
    const modules = modulesOf(
      dirs.production,
      prod,
      production.files.map((f) => f.file),
    );
    const forbidden = (budget.loginRouteForbidden ?? []).map((p) => new RegExp(p));
    out.loginRoute = {
      production,
      largestModules: largestModules(modules, 10),
      byPackage: byOwner(modules, 12),
      forbiddenModules: modules.map((m) => m.module).filter((id) => forbidden.some((rule) => rule.test(id))),
    };
  } else {
    out.loginRoute = { unavailable: 'the production login page did not load in any run' };
  }
  if (journey?.assets?.login && mockOnly.size) {
    out.loginRoute.mockBuild = {
      withMock: sumAssets(flowsDir, journey.assets.login),
      mockOnlyChunks: [...mockOnly],
    };
  }
  const shellFiles = journey?.assets?.shell ? sumAssets(flowsDir, journey.assets.shell, mockOnly) : null;
  if (shellFiles) {
    out.shell = {
      ...shellFiles,
      byPackage: byOwner(
        modulesOf(
          flowsDir,
          flows,
          shellFiles.files.map((f) => f.file),
        ),
        15,
      ),
    };
  } else {
    out.shell = { unavailable: 'login -> home did not complete in any run' };
  }
  if (withBetOrder?.assets?.betOrder) {
    const page = sumAssets(flowsDir, withBetOrder.assets.betOrder, mockOnly);
    out.betOrderPage = {
      ...page,
      byPackage: byOwner(
        modulesOf(
          flowsDir,
          flows,
          page.files.map((f) => f.file),
        ),
        10,
      ),
    };
  } else {
    out.betOrderPage = { unavailable: 'the bet order list did not open in any run' };
  }
  if (bareLogin) {
    out.bareLogin = sumAssets(dirs.fixtures, bareLogin.assets);
    // What the console's login route carries beyond the bare antd login, by package (estimated gzip shares).
    const fixturesReport = path.join(dirs.fixtures, 'chunk-report.json');
    if (prodLogin && existsSync(fixturesReport)) {
      const bareModules = modulesOf(
        dirs.fixtures,
        JSON.parse(readFileSync(fixturesReport, 'utf8')),
        out.bareLogin.files.map((f) => f.file),
      );
      const ours = modulesOf(
        dirs.production,
        prod,
        out.loginRoute.production.files.map((f) => f.file),
      );
      const bare = new Map(byOwner(bareModules, Infinity).map((o) => [o.owner, o.gzipShare]));
      out.loginRoute.beyondBare = byOwner(ours, Infinity)
        .map((o) => ({
          owner: o.owner,
          gzipShare: o.gzipShare,
          bare: bare.get(o.owner) ?? 0,
          extra: o.gzipShare - (bare.get(o.owner) ?? 0),
        }))
        .filter((o) => o.extra > 512)
        .sort((a, b) => b.extra - a.extra)
        .slice(0, 15);
    }
  }
  if (bareTable) out.bareTable = sumAssets(dirs.fixtures, bareTable.assets);

  out.pageAreaChunks = pageAreaChunks(dirs.production, prod);
  // What a first visit of each page-area chunk adds to what login + shell loaded (mock build, same chunking).
  if (journey?.assets?.shell) {
    const loaded = new Set([...journey.assets.login, ...journey.assets.shell].map((p) => p.replace(/^\//, '')));
    out.pageFirstVisit = pageAreaChunks(flowsDir, flows)
      .map((chunk) => {
        const extra = staticClosure(flows, chunk.file).filter((f) => !loaded.has(f));
        const sum = sumAssets(flowsDir, extra);
        return { file: chunk.file, areas: chunk.areas, jsGzip: sum.jsGzip, files: sum.files.map((f) => f.file) };
      })
      .sort((a, b) => b.jsGzip - a.jsGzip);
  }
  const allModules = modulesOf(dirs.production, prod, Object.keys(prod));
  out.largestModules = largestModules(allModules, 10);

  const loginFiles = new Set((out.loginRoute.production?.files ?? []).map((f) => f.file));
  const shellSet = new Set((shellFiles?.files ?? []).map((f) => f.file));
  out.heavyLibraries = (budget.heavyLibraries ?? []).map(({ name, pattern, onlyWith }) => {
    const rule = new RegExp(pattern);
    const inProd = chunksWith(prod, rule);
    const inFlows = chunksWith(flows, rule);
    return {
      name,
      chunks: inProd,
      chunkSizes: sumAssets(dirs.production, inProd).files,
      ...(onlyWith ? { outsideOnlyWith: chunksOutside(prod, inProd, new RegExp(onlyWith)) } : {}),
      loadedIn: {
        loginRoute: inProd.filter((f) => loginFiles.has(f)),
        shell: inFlows.filter((f) => shellSet.has(f)),
      },
    };
  });
  return out;
}

function requestsSection(timings, session) {
  const perRun = (timings?.raw ?? []).map((r) => r.console?.requests).filter(Boolean);
  if (!perRun.length && !session) return { unavailable: 'login -> home did not complete' };
  const max = {};
  for (const requests of perRun) {
    const counts = {};
    for (const r of requests) if (r.path.startsWith('/api/')) counts[r.path] = (counts[r.path] ?? 0) + 1;
    for (const [p, n] of Object.entries(counts)) max[p] = Math.max(max[p] ?? 0, n);
  }
  return { loginToHomeMax: perRun.length ? max : null, runs: perRun.length, session: session ?? null };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  await mkdir(resultsDir, { recursive: true });

  const pageApi = args.api === 'page';
  const needed = pageApi ? ['production', 'mock', 'fixtures'] : ['production', 'fixtures'];
  if (givenDist) {
    for (const file of ['index.html', 'chunk-report.json'])
      if (!existsSync(path.join(givenDist, file)))
        throw new Error(
          `BENCH_DIST=${process.env.BENCH_DIST} has no ${file} (a mock-off \`vite build\` with CHUNK_REPORT=1)`,
        );
    log(`production build: ${path.relative(repo, givenDist) || givenDist} (BENCH_DIST, not rebuilt)`);
  }
  if (
    args.build ||
    !needed.every((d) => existsSync(path.join(dirs[d], d === 'fixtures' ? 'login/index.html' : 'index.html')))
  ) {
    log(
      `building: ${givenDist ? '' : 'production, '}${pageApi ? 'mock on (msw in the page), ' : ''}bare antd fixtures`,
    );
    if (!givenDist) await buildConsole(repo, dirs.production, { mock: false });
    if (pageApi) await buildConsole(repo, dirs.mock, { mock: true });
    await buildFixtures(repo, path.join(repo, 'scripts', 'bench', 'fixtures'), dirs.fixtures);
    log('built');
  }

  // --quick: the side scripts (their own dev server and build server) run beside the first part of the session, which
  // --quick holds nothing timed in (its timings, memory and export figures are only asked to exist; bytes and calls do
  // not follow the load): about 45 s of CI. The full run has no side scripts (its dev pages are measured alone, below).
  const sideScripts =
    !args.skip.has('scripts') && args.quick
      ? runSideScripts(repo, dirs.production, { log, devPages: args.skip.has('devPages') ? 0 : 3 }).catch((e) => ({
          unavailable: reason(e),
        }))
      : null;
  const servers = [];
  let api = null;
  const browser = await launchBrowser();
  const report = {
    meta: {
      date: new Date().toISOString(),
      ...gitInfo(),
      node: process.version,
      chromium: chromiumVersion(),
      machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      runs: args.runs,
      quick: args.quick,
      api: pageApi
        ? 'msw in the page (VITE_MOCK=on build)'
        : 'mocks/http-server.ts behind the /api proxy (production build)',
      skipped: [...args.skip],
      productionBuild: givenDist ? path.relative(repo, givenDist) : 'built by the bench',
    },
  };
  const flowsDir = pageApi ? dirs.mock : dirs.production;
  try {
    api = pageApi ? null : await startMockApi(repo);
    const production = await startStaticServer({ root: dirs.production, ...(api ? { apiTarget: api.url } : {}) });
    servers.push(production);
    const mock = pageApi ? await startStaticServer({ root: dirs.mock }) : null;
    if (mock) servers.push(mock);
    const fixtures = await startStaticServer({ root: dirs.fixtures });
    servers.push(fixtures);
    const sites = { production: production.url, flows: (mock ?? production).url, fixtures: fixtures.url };
    log(
      `serving production ${sites.production}${api ? ` (API ${api.url})` : ''}${mock ? `, mock build ${mock.url}` : ''}, bare ${sites.fixtures}`,
    );

    let timings = null;
    if (!args.skip.has('timings')) {
      timings = await measureTimings(browser, sites, { runs: args.runs, fixturesDir: dirs.fixtures, log });
      report.timings = timings;
    }
    let session = null;
    const runExport = async () => {
      if (args.skip.has('export')) return;
      log(`session: CSV export of ${args.quick ? "yesterday's" : '50,000+'} bet orders`);
      report.export = await measureExport(browser, sites.flows, { log, quick: args.quick }).catch((e) => ({
        unavailable: reason(e),
      }));
    };
    if (!args.skip.has('memory')) {
      log(`session: memory (${args.quick ? QUICK_TABS : 30} tabs, twice) and requests over the first 30 s`);
      // The export runs in a page of its own while the session's page stays open, idle, to the 30 s mark.
      session = await measureSession(browser, sites.flows, {
        log,
        whileWaiting: runExport,
        ...(args.quick ? { tabs: QUICK_TABS, coverWindow: false } : {}),
      }).catch((e) => ({
        memory: { unavailable: reason(e) },
      }));
      report.memory = session.memory;
    }
    if (!report.export) await runExport();
    report.requests = requestsSection(timings, session?.requests ?? null);
    report.bytes = bytesSection(timings, budget.budget, flowsDir);
    await browser.close();

    if (!args.skip.has('lighthouse')) report.lighthouse = await measureLighthouse(sites, { log, quick: args.quick });
    if (!args.skip.has('reports')) {
      const quick = args.quick;
      report.reportApi = await measureReportApi(repo, { log, quick }).catch((e) => ({ unavailable: reason(e) }));
      report.controlBetApi = await measureControlBetApi(repo, { log, quick }).catch((e) => ({
        unavailable: reason(e),
      }));
      try {
        report.simulation = measureSimulation(repo, { log, quick });
      } catch (e) {
        report.simulation = { unavailable: reason(e) };
      }
    }
    if (!args.skip.has('cold'))
      report.coldApi = await measureColdApi(repo, {
        log,
        quick: args.quick,
        quickAlso: budget.coldApiQuickAlso ?? [],
      }).catch((e) => ({ unavailable: reason(e) }));
  } finally {
    await browser.close().catch(() => undefined);
    await Promise.all(servers.map((s) => s.close()));
    api?.stop();
  }
  // --quick: the dev server's side-script run also loads a few pages (none with --skip=scripts); the full run loads
  // every page of the menu on a dev server of its own, after the servers above are gone.
  if (sideScripts) {
    report.scripts = await sideScripts;
    if (!args.skip.has('devPages')) report.devPages = report.scripts.devServerPages ?? { unavailable: 'not measured' };
  } else if (!args.quick && !args.skip.has('devPages')) {
    report.devPages = await measureDevPages(repo, { log, pages: 'all' });
  }

  report.targets = evaluateTargets(report, budget.targets, budget.budget);
  report.budget = [
    ...evaluateBudget(report, budget.budget, { quick: args.quick }),
    ...(args.quick ? evaluateProduced(report, [...args.skip]) : []),
  ];
  const table = markdownTable(report);
  await writeFile(path.join(resultsDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'report.md'), `${table}\n`);
  console.log(`\n${table}\n`);
  log(`wrote ${path.relative(repo, path.join(resultsDir, 'report.json'))} and report.md`);

  if (args.check) {
    const breaches = report.budget.filter((b) => b.ok === false);
    const missed = args.strict ? report.targets.filter((b) => b.ok === false) : [];
    for (const b of breaches)
      console.error(
        `[bench] budget breach: ${b.label}: ${b.value} ${b.unit} (limit ${b.limit})${b.detail ? ` — ${b.detail}` : ''}`,
      );
    for (const b of missed) console.error(`[bench] target missed: ${b.label}: ${b.value} ${b.unit} (limit ${b.limit})`);
    if (breaches.length || missed.length) return 1;
    console.log('[bench] budget ok');
  }
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.stack : String(error)}`);
}
process.exit(exitCode);
