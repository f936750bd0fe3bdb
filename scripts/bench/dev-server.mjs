// `npm run bench:dev`: how fast the dev server (`npm run dev`, mock on) shows a list page. Starts Vite on a free
// loopback port, drives the system Chromium through the login form (admin) and times, per fresh browser profile:
//
//   login page   navigation -> the submit button painted
//   login        submit click -> home greeting and side menu painted
//   list (nav)   client-side navigation (as a menu link) from home to /game/betOrder -> its first row painted
//   list (load)  a reload of /game/betOrder (signed in, the profile's HTTP cache as left) -> first row painted
//
// Run 0 is the first visit after the server started (what a newcomer sees right after `npm run dev`): modules are
// transformed on demand and Vite may still discover dependencies, optimise them and reload the page. Runs 1..N
// ("warm") start with the server started and pre-bundled, each in a new browser context (no cache, cookies,
// storage or service worker). Medians of the warm runs are the figures to follow.
//
//   node scripts/bench/dev-server.mjs                  5 warm runs on the existing pre-bundle cache
//   node scripts/bench/dev-server.mjs --fresh          vite --force: the first run after `npm ci` (no cache)
//   node scripts/bench/dev-server.mjs --runs=9 --json=/tmp/dev.json
//   node scripts/bench/dev-server.mjs --root=/tmp/old  another checkout's dev server (with its own node_modules)
//   node scripts/bench/dev-server.mjs --driver=pipe    the page without an inspector runtime, as with DevTools closed
//   node scripts/bench/dev-server.mjs --runs=0 --pages=all   ... then every page of the admin's menu, a full load
//                                                      each (signed in): navigation -> first rows (or chart) painted,
//                                                      against the issue's 1.5 s; --pages=3: a few (the bench's --quick)
//
// Drivers: Playwright (the default) enables the inspector's Runtime domain in the page, as an open DevTools does;
// then V8 records a detailed stack for every Error created, and React 19's development build creates one per element.
// `--driver=pipe` (lib/pipe-browser.mjs) drives Chromium over its DevTools pipe without that domain. Each run prints
// what one Error() 100 frames deep costs in its page, which tells the two apart (~3 µs against 12-40).
//
// Next to each time: the CPU the browser's renderer processes spent in that step (page and mock worker). On a shared
// machine the times follow the load; the CPU much less so, which makes it the figure to compare two changes by.
//
// See docs/performance.md, "Dev server".
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coldPage, launchBrowser } from './lib/browser.mjs';
import { ACCOUNT, BET_ORDER_PATH } from './lib/console.mjs';
import { FIRST_ROWS_LIMIT_MS, firstContent, menuPages, quickPages } from './lib/dev-pages.mjs';
import { launchPipeBrowser } from './lib/pipe-browser.mjs';
import { installProbe } from './lib/probe.mjs';
import { summary } from './lib/stats.mjs';
import { freePort } from '../lib/free-port.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const RUNS = Number(args.get('runs') ?? 5);
const FRESH = args.has('fresh');
const JSON_OUT = args.get('json');
const ROOT = path.resolve(args.get('root') ?? repo);
const DRIVER = args.get('driver') ?? 'playwright';
// --pages=all or a count: the first rows of each page of the menu, after the runs.
const PAGES = args.get('pages') ?? null;
if (!['playwright', 'pipe'].includes(DRIVER)) throw new Error(`--driver=${DRIVER}: playwright or pipe`);

const firstRow = (scope) => `${scope} .ant-table-tbody tr.ant-table-row`;
const BET_ORDER_ROW = firstRow(`[data-testid="tab-page"][data-tab-key="${BET_ORDER_PATH}"]`);
const STEP_TIMEOUT = 60_000;
const SUBMIT = '[data-testid="login-submit"]';

/** `vite` as `npm run dev` starts it (mode development, so .env.development turns the mock on). */
async function startVite() {
  const port = await freePort();
  const started = Date.now();
  const log = [];
  const cli = ['--port', String(port), '--strictPort', '--host', '127.0.0.1', ...(FRESH ? ['--force'] : [])];
  // Its own process group, so stopping it stops esbuild/rolldown helpers too.
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), cli, {
    cwd: ROOT,
    // The mock shows all of today's rows whatever the hour (mocks/lib/horizon.ts), as in the other benchmarks. Its
    // own pre-bundle cache (scripts/vite-cache-dir.ts), so `--fresh` and a run beside `npm run dev` leave that alone.
    env: { ...process.env, VITE_MOCK_HORIZON: 'day', FORCE_COLOR: '0', CONSOLE_VITE_CACHE: 'bench-dev' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const record = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log.push({ at: Date.now(), line: line.trim() });
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`vite exited before listening:\n${log.map((l) => l.line).join('\n')}`);
    if (Date.now() - started > 60_000) throw new Error('vite did not answer within 60 s');
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { url, log, readyMs: Date.now() - started, stop };
}

/** Arms, in every document of the context, a watch for the first screen the path should show. */
function armEntryWatch() {
  const path = window.location.pathname;
  const spec =
    path === '/user/login'
      ? { selector: '[data-testid="login-submit"]', visible: true }
      : path === '/game/betOrder'
        ? {
            selector: '[data-testid="tab-page"][data-tab-key="/game/betOrder"] .ant-table-tbody tr.ant-table-row',
            visible: true,
          }
        : null;
  if (spec) window.__bench.arm('entry', { ...spec, timeoutMs: 60_000 });
}

/** CPU seconds each renderer process (pages, workers) has used so far, by process id. */
async function rendererCpu(driver) {
  const processInfo = await driver.processInfo();
  return new Map(processInfo.filter((p) => p.type === 'renderer').map((p) => [p.id, p.cpuTime]));
}

/** CPU ms used between two readings; a process that ended in between (an earlier run's page) is left out. */
function cpuSince(before, now) {
  let seconds = 0;
  for (const [id, cpuTime] of now) seconds += cpuTime - (before.get(id) ?? 0);
  return seconds * 1000;
}

/** µs one `new Error()` costs 100 frames deep in the page: ~3 with no inspector runtime attached, 12-40 with one. */
function errorCostUs() {
  const deep = (n, f) => (n === 0 ? f() : deep(n - 1, f));
  return deep(100, () => {
    const start = performance.now();
    for (let i = 0; i < 5000; i += 1) new Error('probe');
    return ((performance.now() - start) * 1000) / 5000;
  });
}

/** Playwright's browser and pages behind the few calls a run makes (the pipe driver has the same ones). */
async function playwrightDriver() {
  const browser = await launchBrowser();
  const cpuSession = await browser.newBrowserCDPSession();
  return {
    processInfo: () => cpuSession.send('SystemInfo.getProcessInfo').then((r) => r.processInfo),
    async newPage(baseURL) {
      const { context, page } = await coldPage(browser, baseURL);
      const loads = [];
      page.on('load', () => loads.push(Date.now()));
      return {
        loads,
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        waitVisible: (selector, timeout) => page.locator(selector).first().waitFor({ state: 'visible', timeout }),
        addInitScript: (fn, arg) => context.addInitScript(fn, arg),
        goto: (to) => page.goto(to, { timeout: STEP_TIMEOUT }),
        reload: () => page.reload({ timeout: STEP_TIMEOUT }),
        fill: (selector, text) => page.fill(selector, text),
        click: (selector) => page.click(selector),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** The pipe driver (no inspector runtime in the page) with the probe Playwright's cold page installs. */
async function pipeDriver() {
  const browser = await launchPipeBrowser();
  return {
    ...browser,
    async newPage(baseURL) {
      const page = await browser.newPage(baseURL);
      await page.addInitScript(installProbe, { watches: {} });
      return page;
    },
  };
}

async function oneRun(driver, url) {
  const page = await driver.newPage(url);
  await page.addInitScript(armEntryWatch);
  const cpu = {};
  let mark = await rendererCpu(driver);
  const lap = async (name) => {
    const now = await rendererCpu(driver);
    cpu[name] = cpuSince(mark, now);
    mark = now;
  };
  const result = { loginPage: null, login: null, listNav: null, listLoad: null, cpu, documentLoads: 0, errorUs: null };
  const entryPainted = () => page.evaluate(() => window.__bench.result('entry').then((r) => r.painted));
  try {
    await page.goto('/user/login');
    // Vite reloads the page when it optimises a dependency it discovered late: the watch then lives in the new
    // document, so wait for the form of whichever document is current.
    await page.waitVisible(SUBMIT, STEP_TIMEOUT);
    result.loginPage = await entryPainted();
    await lap('loginPage');

    await page.fill('#username', ACCOUNT.username);
    await page.fill('#password', ACCOUNT.password);
    await page.evaluate((spec) => window.__bench.arm('home', spec), {
      all: [
        { selector: '[data-testid="home-greeting"]', visible: true },
        { selector: '[data-testid="side-menu"]', visible: true },
      ],
      afterClick: true,
      clickSelector: SUBMIT,
      timeoutMs: STEP_TIMEOUT,
    });
    await page.click(SUBMIT);
    const home = await page.evaluate(() => window.__bench.result('home'));
    result.login = home.painted - home.start;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    mark = await rendererCpu(driver);

    const list = await page.evaluate(
      ([row, to, timeoutMs]) => {
        window.__bench.arm('list', { selector: row, visible: true, timeoutMs });
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        return window.__bench.result('list');
      },
      [BET_ORDER_ROW, BET_ORDER_PATH, STEP_TIMEOUT],
    );
    result.listNav = list.painted - list.start;
    await lap('listNav');

    await page.reload();
    await page.waitVisible(BET_ORDER_ROW, STEP_TIMEOUT);
    result.listLoad = await entryPainted();
    await lap('listLoad');
    result.errorUs = await page.evaluate(errorCostUs);
  } catch (error) {
    result.failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    result.documentLoads = page.loads.length;
    await page.close();
  }
  return result;
}

/** Signed in once, then a full load of each page: navigation -> its first content painted (ms), or why not. */
async function pageLoads(driver, url, pages) {
  const page = await driver.newPage(url);
  const specs = Object.fromEntries(pages.map((p) => [p.path, firstContent(p.path)]));
  await page.addInitScript((all) => {
    const spec = all[window.location.pathname];
    if (spec) window.__bench.arm('page', { ...spec, timeoutMs: 60_000 });
  }, specs);
  const out = [];
  try {
    await page.goto('/user/login');
    await page.waitVisible(SUBMIT, STEP_TIMEOUT);
    await page.fill('#username', ACCOUNT.username);
    await page.fill('#password', ACCOUNT.password);
    await page.click(SUBMIT);
    await page.waitVisible('[data-testid="side-menu"]', STEP_TIMEOUT);
    for (const { path: to, component } of pages) {
      const row = { path: to, component };
      const mark = await rendererCpu(driver);
      try {
        await page.goto(to);
        row.firstRowsMs = Math.round(await page.evaluate(() => window.__bench.result('page').then((r) => r.painted)));
        row.cpuMs = Math.round(cpuSince(mark, await rendererCpu(driver)));
      } catch (error) {
        row.failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      console.log(
        `[bench:dev] page ${to}: ${row.failed ? `FAILED: ${row.failed}` : `first rows ${row.firstRowsMs} ms (cpu ${row.cpuMs})`}`,
      );
      out.push(row);
    }
  } finally {
    await page.close();
  }
  return out;
}

const fmt = (ms) => (ms === null || ms === undefined ? '-' : `${Math.round(ms)}`);

async function main() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const server = await startVite();
  const driver = DRIVER === 'pipe' ? await pipeDriver() : await playwrightDriver();
  const runs = [];
  let pageFigures = null;
  try {
    console.log(
      `[bench:dev] ${ROOT}: vite ${FRESH ? '--force ' : ''}answered in ${server.readyMs} ms at ${server.url}; ` +
        `load average ${load}; driver ${DRIVER} (${DRIVER === 'pipe' ? 'no inspector runtime, as DevTools closed' : 'Playwright, an inspector runtime attached, as DevTools open'})`,
    );
    for (let i = 0; i <= RUNS; i += 1) {
      const logFrom = server.log.length;
      const run = await oneRun(driver, server.url);
      run.serverLog = server.log.slice(logFrom).map((l) => l.line);
      run.depReloads = run.serverLog.filter((l) =>
        /new dependencies optimized|optimized dependencies changed|reloading/i.test(l),
      ).length;
      runs.push(run);
      const c = (key) => (run.cpu[key] === undefined ? '' : ` (cpu ${fmt(run.cpu[key])})`);
      console.log(
        `[bench:dev] ${i === 0 ? 'first visit' : `warm ${i}`}: login page ${fmt(run.loginPage)} ms${c('loginPage')}, ` +
          `login ${fmt(run.login)} ms, list (nav) ${fmt(run.listNav)} ms${c('listNav')}, ` +
          `list (load) ${fmt(run.listLoad)} ms${c('listLoad')}, documents ${run.documentLoads}, ` +
          `Error() ${run.errorUs === null ? '-' : run.errorUs.toFixed(1)} µs` +
          `${run.depReloads ? `, dep reloads ${run.depReloads}` : ''}${run.failed ? `, FAILED: ${run.failed}` : ''}`,
      );
      for (const line of run.serverLog) if (/optimiz|reload|error/i.test(line)) console.log(`    vite: ${line}`);
    }
    if (PAGES) {
      const all = await menuPages(repo);
      const chosen = PAGES === 'all' ? all : quickPages(all, Math.max(1, Number(PAGES) || 3));
      console.log(`[bench:dev] first rows of ${chosen.length} of ${all.length} pages (full loads, signed in)`);
      pageFigures = await pageLoads(driver, server.url, chosen);
    }
  } finally {
    await driver.close();
    server.stop();
  }
  const warm = runs.slice(1);
  const keys = ['loginPage', 'login', 'listNav', 'listLoad'];
  const figures = Object.fromEntries(keys.map((key) => [key, summary(warm.map((r) => r[key]))]));
  const cpuFigures = Object.fromEntries(keys.map((key) => [key, summary(warm.map((r) => r.cpu[key]))]));
  const report = {
    at: new Date().toISOString(),
    root: ROOT,
    loadAverage: load,
    fresh: FRESH,
    driver: DRIVER,
    serverReadyMs: server.readyMs,
    firstVisit: runs[0],
    warm: figures,
    warmCpu: cpuFigures,
    runs,
    pages: pageFigures && { limitMs: FIRST_ROWS_LIMIT_MS, pages: pageFigures },
  };
  console.log(`\nload average ${load} at the start; ${os.loadavg()[0].toFixed(1)} at the end`);
  console.log('| warm runs, median (min-max) | ms | renderer CPU ms |\n| --- | --- | --- |');
  const labels = {
    loginPage: 'login page -> form painted',
    login: 'login submit -> home',
    listNav: 'home -> bet order list, first row (client-side)',
    listLoad: 'reload of the bet order list -> first row',
  };
  for (const [key, label] of Object.entries(labels)) {
    const t = figures[key];
    const c = cpuFigures[key];
    const cpuCell = c.median === null ? '-' : `${fmt(c.median)} (${fmt(c.min)}-${fmt(c.max)})`;
    console.log(`| ${label} | ${fmt(t.median)} (${fmt(t.min)}-${fmt(t.max)}) | ${cpuCell} |`);
  }
  if (pageFigures) {
    console.log(
      `\n| page: full load -> first rows painted (limit ${FIRST_ROWS_LIMIT_MS} ms) | ms | renderer CPU ms |\n| --- | --- | --- |`,
    );
    for (const p of pageFigures)
      console.log(`| ${p.path} | ${p.failed ? `failed: ${p.failed}` : p.firstRowsMs} | ${p.cpuMs ?? '-'} |`);
  }
  if (JSON_OUT) await writeFile(JSON_OUT, JSON.stringify(report, null, 2));
  const failed = runs.filter((r) => r.failed).length + (pageFigures ?? []).filter((p) => p.failed).length;
  if (failed) console.log(`[bench:dev] ${failed} run(s) failed`);
  process.exitCode = failed ? 1 : 0;
}

await main();
