// Cold runs: each measurement in a new browser context (empty cache, no cookies, storage or service worker),
// in one browser. Per run: the login page of the production build and of the bare antd page, the login -> home
// journey, the 200-row bet order list and the kept-alive tab switch, and the bare antd table.
import { bench, coldPage, recordAssets, recordRequests } from './browser.mjs';
import {
  BET_ORDER_ROWS,
  Unavailable,
  loginToHome,
  openBetOrders,
  openLogin,
  paintTimes,
  rowsOf,
  settle,
  switchTabs,
} from './console.mjs';
import { writeRows } from './build.mjs';
import { summary } from './stats.mjs';

const TAB_SWITCHES_PER_RUN = 3;

export function reason(error) {
  if (error instanceof Unavailable) return error.message;
  // Playwright's messages carry a call log after the first line
  const text = error instanceof Error ? error.message : String(error);
  return `error: ${text.split('\n')[0]}`;
}

/** Production build (mock off): FCP/LCP of /user/login and the files it loaded. */
async function productionLogin(browser, url) {
  const { context, page } = await coldPage(browser, url);
  try {
    const assets = recordAssets(page);
    await openLogin(page);
    const paints = await paintTimes(page);
    return { ...paints, assets: [...assets] };
  } finally {
    await context.close();
  }
}

async function bareLogin(browser, url) {
  const { context, page } = await coldPage(browser, url);
  try {
    const assets = recordAssets(page);
    await page.goto('/login/index.html');
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    const paints = await paintTimes(page);
    return { ...paints, assets: [...assets] };
  } finally {
    await context.close();
  }
}

async function bareTable(browser, url) {
  const rowsSpec = {
    selector: '.ant-table-tbody tr.ant-table-row',
    min: BET_ORDER_ROWS,
    visible: true,
    timeoutMs: 60_000,
  };
  const { context, page } = await coldPage(browser, url, { rows: rowsSpec });
  try {
    const assets = recordAssets(page);
    await page.goto('/table/index.html');
    const { start, painted } = await bench.result(page, 'rows');
    return { ms: painted - start, assets: [...assets] };
  } finally {
    await context.close();
  }
}

/**
 * The journey behind the login: login page, login -> home, bet order list, tab switches. Every step after a
 * failed one is reported unavailable with the reason.
 */
async function consoleJourney(browser, url, onRows) {
  const out = { login: null, home: null, betOrder: null, tabSwitch: null, requests: null, assets: {} };
  const { context, page } = await coldPage(browser, url);
  try {
    const assets = recordAssets(page);
    await openLogin(page);
    out.login = await paintTimes(page);
    out.assets.login = [...assets];

    const requests = recordRequests(page);
    const before = assets.length;
    try {
      out.home = { ms: await loginToHome(page) };
      out.assets.shell = assets.slice(before);
      out.requests = requests.map((r) => ({ ...r }));
    } catch (error) {
      out.home = { unavailable: reason(error) };
      return out;
    }

    await settle(page, 500, 10_000);
    const beforeList = assets.length;
    try {
      const { ms, listResponse, listTiming } = await openBetOrders(page);
      out.betOrder = { ms, apiMs: listTiming && listTiming.responseEnd > 0 ? listTiming.responseEnd : null };
      out.assets.betOrder = assets.slice(beforeList);
      const rows = listResponse && rowsOf(listResponse);
      if (rows) await onRows(rows);
    } catch (error) {
      out.betOrder = { unavailable: reason(error) };
      out.tabSwitch = { unavailable: `needs the bet order list: ${out.betOrder.unavailable}` };
      return out;
    }

    await settle(page, 500, 10_000);
    try {
      out.tabSwitch = await switchTabs(page, TAB_SWITCHES_PER_RUN);
    } catch (error) {
      out.tabSwitch = { unavailable: reason(error) };
    }
    return out;
  } finally {
    await context.close();
  }
}

function figure(runs, pick) {
  const values = [];
  let unavailable = null;
  for (const run of runs) {
    const v = pick(run);
    if (v && typeof v === 'object' && 'unavailable' in v) unavailable ??= v.unavailable;
    else if (Array.isArray(v)) values.push(...v);
    else if (typeof v === 'number') values.push(v);
  }
  if (!values.length) return { unavailable: unavailable ?? 'no sample' };
  return { ...summary(values), ...(unavailable ? { note: `some runs unavailable: ${unavailable}` } : {}) };
}

export async function measureTimings(browser, sites, { runs, fixturesDir, log }) {
  const results = [];
  let rowsCaptured = false;
  const onRows = async (rows) => {
    if (rowsCaptured) return;
    await writeRows(fixturesDir, rows);
    rowsCaptured = true;
  };
  for (let i = 0; i < runs; i += 1) {
    const run = {};
    log(`cold run ${i + 1}/${runs}: login page (production build)`);
    run.prodLogin = await productionLogin(browser, sites.production).catch((e) => ({ unavailable: reason(e) }));
    log(`cold run ${i + 1}/${runs}: bare antd login`);
    run.bareLogin = await bareLogin(browser, sites.fixtures).catch((e) => ({ unavailable: reason(e) }));
    log(`cold run ${i + 1}/${runs}: login -> home -> bet order list -> tab switches`);
    run.console = await consoleJourney(browser, sites.flows, onRows).catch((e) => ({ unavailable: reason(e) }));
    log(`cold run ${i + 1}/${runs}: bare antd table`);
    run.bareTable = await bareTable(browser, sites.fixtures).catch((e) => ({ unavailable: reason(e) }));
    const c = run.console;
    const show = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : 'n/a');
    log(
      `  login LCP ${show(run.prodLogin.lcp)} (bare ${show(run.bareLogin.lcp)}), home ${show(c.home?.ms)}, ` +
        `bet orders ${show(c.betOrder?.ms)} (bare ${show(run.bareTable.ms)}), tab back ${show(c.tabSwitch?.back?.[0])}`,
    );
    results.push(run);
  }

  const login = {
    fcp: figure(results, (r) => (r.prodLogin.unavailable ? r.prodLogin : r.prodLogin.fcp)),
    lcp: figure(results, (r) => (r.prodLogin.unavailable ? r.prodLogin : r.prodLogin.lcp)),
    lcpElement: results.find((r) => r.prodLogin.lcpElement)?.prodLogin.lcpElement ?? null,
  };
  const bareLoginFig = {
    fcp: figure(results, (r) => (r.bareLogin.unavailable ? r.bareLogin : r.bareLogin.fcp)),
    lcp: figure(results, (r) => (r.bareLogin.unavailable ? r.bareLogin : r.bareLogin.lcp)),
  };
  const journey = (pick) => figure(results, (r) => (r.console.unavailable ? r.console : pick(r.console)));
  const ratioPerRun = (a, b) =>
    results
      .map((r) => {
        const x = a(r);
        const y = b(r);
        return typeof x === 'number' && typeof y === 'number' && y > 0 ? x / y : null;
      })
      .filter((v) => v !== null);
  return {
    runs,
    login,
    bareLogin: bareLoginFig,
    loginFlowsSite: {
      fcp: journey((c) => c.login?.fcp),
      lcp: journey((c) => c.login?.lcp),
    },
    loginToHome: journey((c) => (c.home?.unavailable ? c.home : c.home?.ms)),
    betOrderList: journey((c) => (c.betOrder?.unavailable ? c.betOrder : c.betOrder?.ms)),
    betOrderListApi: journey((c) => (c.betOrder?.unavailable ? c.betOrder : c.betOrder?.apiMs)),
    bareTable: figure(results, (r) => (r.bareTable.unavailable ? r.bareTable : r.bareTable.ms)),
    tabSwitchBack: journey((c) => (c.tabSwitch?.unavailable ? c.tabSwitch : c.tabSwitch?.back)),
    tabSwitchToHome: journey((c) => (c.tabSwitch?.unavailable ? c.tabSwitch : c.tabSwitch?.toHome)),
    tabSwitchListCalls: results.map((r) => r.console?.tabSwitch?.listCalls ?? null),
    ratios: {
      loginLcpPerRun: ratioPerRun(
        (r) => r.prodLogin.lcp,
        (r) => r.bareLogin.lcp,
      ).map((v) => Number(v.toFixed(3))),
      betOrderPerRun: ratioPerRun(
        (r) => r.console.betOrder?.ms,
        (r) => r.bareTable.ms,
      ).map((v) => Number(v.toFixed(3))),
    },
    rowsSource: rowsCaptured ? 'captured from the console list call' : 'generated (scripts/bench/lib/rows.mjs)',
    raw: results,
  };
}
