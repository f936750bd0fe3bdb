// The CSV export of the bet order list over the last 7 days (the list's longest range; ~8,000 generated orders a
// day, so 50,000+ rows, 250+ list calls of 200): total time from the click to the download, the page's main-thread
// tasks during it (a Chromium trace), and clicks answered meanwhile (to the home tab and back, click -> painted).
//
// Alone, against any build (say one of main's, for a before/after): node scripts/bench/lib/export.mjs <dist>
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { coldPage, launchBrowser } from './browser.mjs';
import { BET_ORDER_PATH, Unavailable, loginToHome, openLogin, settle, switchTab } from './console.mjs';

export const EXPORT_ROWS_MIN = 50_000;
const LIST_PATH = '/api/game/betOrder/list';
const tabPage = (key) => `[data-testid="tab-page"][data-tab-key="${key}"]`;
const scope = tabPage(BET_ORDER_PATH);

// Tasks that deliver input to the page: the bench's own clicks (the tab switches), reported apart from the export's.
const INPUT_TASK = /main_thread_event_queue/;
const round = (x) => Number(x.toFixed(1));

/**
 * Top-level tasks of the page's main thread and of the export's worker, from a Chromium trace ("toplevel"): each
 * with its wall time (`dur`) and its thread's CPU time (`tdur`). On this shared two-core machine a task's wall time
 * also counts the time its thread waited for a core (at load 10, a 12 ms task took 495 ms), so CPU time is what
 * the code costs; both are reported.
 */
export function tasksFromTrace(trace) {
  const all = trace.traceEvents ?? trace;
  // A microtask checkpoint is traced beside its task, not inside it: a promise chain's work (an `await` that
  // resumes) shows up there, so it counts as part of the task it follows.
  const events = all.filter(
    (e) =>
      e.ph === 'X' &&
      typeof e.dur === 'number' &&
      (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'BlinkScheduler_PerformMicrotaskCheckpoint'),
  );
  events.sort((a, b) => a.ts - b.ts);
  const origin = events[0]?.ts ?? 0;
  const names = new Map();
  for (const e of all) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const byThread = new Map();
  const endOf = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const end = endOf.get(key) ?? -Infinity;
    // a task run inside another (nested loop) is part of it
    if (e.ts < end) continue;
    endOf.set(key, e.ts + e.dur);
    if (!byThread.has(key)) byThread.set(key, []);
    const tasks = byThread.get(key);
    const cpuMs = (e.tdur ?? e.dur) / 1000;
    if (e.name === 'BlinkScheduler_PerformMicrotaskCheckpoint' && tasks.length && e.ts - end < 100) {
      const last = tasks[tasks.length - 1];
      last.wallMs = (e.ts + e.dur - origin) / 1000 - last.atMs;
      last.cpuMs += cpuMs;
      continue;
    }
    tasks.push({
      atMs: (e.ts - origin) / 1000,
      wallMs: e.dur / 1000,
      cpuMs,
      source: `${(e.args?.src_file ?? '').split('/').pop()} ${e.args?.src_func ?? e.name}`.trim(),
    });
  }
  const threads = [...byThread.entries()].map(([key, tasks]) => ({
    pid: key.split(':')[0],
    name: names.get(key) ?? '',
    tasks,
    cpuMs: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
  }));
  // The renderer that ran the worker is the page's; else the busiest renderer main thread.
  const worker = threads.filter((t) => /DedicatedWorker/.test(t.name)).sort((a, b) => b.cpuMs - a.cpuMs)[0];
  const mains = threads.filter((t) => t.name === 'CrRendererMain').sort((a, b) => b.cpuMs - a.cpuMs);
  const main = (worker && mains.find((t) => t.pid === worker.pid)) ?? mains[0];
  const top = (tasks, n) =>
    [...tasks]
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, n)
      .map((t) => ({ ...t, atMs: Math.round(t.atMs), wallMs: round(t.wallMs), cpuMs: round(t.cpuMs) }));
  const describe = (thread) => {
    if (!thread) return null;
    const own = thread.tasks.filter((t) => !INPUT_TASK.test(t.source));
    return {
      tasks: thread.tasks.length,
      cpuMs: Math.round(thread.cpuMs),
      wallMs: Math.round(thread.tasks.reduce((sum, t) => sum + t.wallMs, 0)),
      longestCpuMs: round(Math.max(0, ...own.map((t) => t.cpuMs))),
      longestWallMs: round(Math.max(0, ...own.map((t) => t.wallMs))),
      overLimitCpu: own.filter((t) => t.cpuMs > 50).length,
      overLimitWall: own.filter((t) => t.wallMs > 50).length,
      longest: top(own, 5),
      input: top(
        thread.tasks.filter((t) => INPUT_TASK.test(t.source)),
        3,
      ),
    };
  };
  return { main: describe(main), worker: describe(worker) };
}

async function chooseRange(page, preset) {
  const root = page.locator(scope);
  await root.getByPlaceholder('开始时间').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: preset }).click();
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === LIST_PATH && (new URL(r.url()).searchParams.get('date') ?? '') !== '',
    { timeout: 60_000 },
  );
  await root.getByTestId('filter-search').click();
  const body = await (await answered).json();
  return body?.result?.total ?? 0;
}

/**
 * One session: login, the list over 7 days, the export with a trace, two tab switches during it. `quick` (the bench's
 * --quick): yesterday's orders only (one day, ~8,000 rows, no minimum; today is the list's default range, so choosing
 * it sends no call), the same steps and figures in a fraction of the time.
 */
export async function measureExport(browser, url, { log, quick = false }) {
  const range = quick
    ? { preset: '昨天', label: 'yesterday', min: 1 }
    : { preset: '最近 7 天', label: 'the last 7 days', min: EXPORT_ROWS_MIN };
  const { context, page } = await coldPage(browser, url);
  try {
    await openLogin(page);
    await loginToHome(page);
    await settle(page, 1000, 10_000);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, BET_ORDER_PATH);
    await page.locator(`${scope} .ant-table-tbody tr.ant-table-row`).first().waitFor({ timeout: 60_000 });
    const total = await chooseRange(page, range.preset);
    if (total < range.min) throw new Unavailable(`${range.label} hold ${total} orders, fewer than ${range.min}`);
    await settle(page, 500, 10_000);
    log(`export: ${total} rows, ${range.label}; exporting`);

    let calls = 0;
    let waitedMs = 0;
    const isExportCall = (r) =>
      new URL(r.url()).pathname === LIST_PATH && new URL(r.url()).searchParams.get('pageSize') === '200';
    page.on('request', (r) => {
      if (isExportCall(r)) calls += 1;
    });
    // the calls go one after the other: their sum is the time spent waiting for the API
    page.on('requestfinished', (r) => {
      if (isExportCall(r)) waitedMs += r.timing().responseEnd;
    });
    await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
    const download = page.waitForEvent('download', { timeout: 15 * 60_000 });
    const started = Date.now();
    await page.locator(scope).getByTestId('csv-export').click();

    // Clicks while it runs: a quarter of the way in, to the home tab (greeting painted) and back (dialog painted).
    const clicks = {};
    try {
      while (calls < Math.ceil(total / 200 / 4)) await page.waitForTimeout(100);
      clicks.callsBefore = calls;
      clicks.toHomeMs = Math.round(
        await switchTab(page, '/home', {
          selector: `${tabPage('/home')} [data-testid="home-greeting"]`,
          visible: true,
        }),
      );
      await page.waitForTimeout(300);
      clicks.backMs = Math.round(
        await switchTab(page, BET_ORDER_PATH, { selector: '[data-testid="csv-export-progress"]', visible: true }),
      );
      clicks.callsAfter = calls;
    } catch (error) {
      clicks.unavailable = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }

    const file = await download;
    const totalMs = Date.now() - started;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (process.env.EXPORT_TRACE) await writeFile(process.env.EXPORT_TRACE, JSON.stringify(trace));
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n').length - 1;
    const tasks = tasksFromTrace(trace);
    log(
      `export: ${lines} rows in ${(totalMs / 1000).toFixed(1)} s; longest main-thread task ${tasks.main?.longestCpuMs} ms CPU (${tasks.main?.longestWallMs} ms wall); clicks ${clicks.toHomeMs ?? '-'} / ${clicks.backMs ?? '-'} ms`,
    );
    return {
      rows: total,
      fileRows: lines,
      listCalls: calls,
      totalMs,
      listCallsMs: Math.round(waitedMs),
      bytes: csv.length,
      clicks,
      ...tasks,
    };
  } finally {
    await context.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/bench/lib/export.mjs <dist>');
  process.env.VITE_MOCK_HORIZON = 'day';
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  const { startMockApi } = await import('../../lib/mock-api.mjs');
  const { startStaticServer } = await import('../../../tests/e2e/serve.mjs');
  const api = await startMockApi(repo);
  const site = await startStaticServer({ root: dist, apiTarget: api.url });
  const browser = await launchBrowser();
  try {
    console.log(JSON.stringify(await measureExport(browser, site.url, { log: console.log }), null, 2));
  } finally {
    await browser.close();
    await site.close();
    api.stop();
  }
}
