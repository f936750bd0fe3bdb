// How the benchmark finds its way through the console: by role, label and data-testid, the same hooks the browser
// suite uses (tests/e2e/support). Every step that depends on a part still being built throws an Unavailable
// with the reason, so the run reports that figure as unavailable and carries on.
import { bench } from './browser.mjs';

export class Unavailable extends Error {}

export const ACCOUNT = { username: 'admin', password: 'admin123' };
export const USERNAME_LABEL = /^(用户名|Username|Usuário)$/;
export const PASSWORD_LABEL = /^(密码|Password|Senha)$/;

export const BET_ORDER_PATH = '/game/betOrder';
export const BET_ORDER_ROWS = 200;
const BET_ORDER_URL = `${BET_ORDER_PATH}?pageSize=${BET_ORDER_ROWS}&currentPage=1`;

const HOME_USABLE = {
  all: [
    { selector: '[data-testid="home-greeting"]', visible: true },
    { selector: '[data-testid="side-menu"]', visible: true },
  ],
};

const tabPage = (key) => `[data-testid="tab-page"][data-tab-key="${key}"]`;
const tableRows = (scope) => `${scope} .ant-table-tbody tr.ant-table-row`;
/**
 * The list's 200 rows painted: all 200 <tr> of a plain table, or, with virtual rows (only the rows in view are in
 * the DOM), the rows in the window of a body rendered with 200 rows (its aria-rowcount counts the rows it was
 * rendered with; one commit renders the whole window, so its first visible row means all of them).
 */
const listPainted = (scope) => ({
  any: [
    { selector: tableRows(scope), min: BET_ORDER_ROWS, visible: true },
    {
      selector: `${scope} [data-testid="virtual-body"][aria-rowcount="${BET_ORDER_ROWS}"] .ant-table-row`,
      visible: true,
    },
  ],
});
const tabNode = (key) => `.ant-tabs-tab[data-node-key="${key}"]`;

/** Opens the login page and waits for its submit button. */
export async function openLogin(page) {
  await page.goto('/user/login');
  await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 30_000 });
}

/** FCP and LCP of the page now open, once its network is quiet (LCP is final at the first input). */
export async function paintTimes(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return bench.paints(page);
}

/** Fills the form, clicks submit and resolves the click -> home usable (greeting and side menu painted) time. */
export async function loginToHome(page) {
  await page.getByLabel(USERNAME_LABEL).fill(ACCOUNT.username);
  await page.getByLabel(PASSWORD_LABEL).fill(ACCOUNT.password);
  await bench.arm(page, 'home', { ...HOME_USABLE, afterClick: true, clickSelector: '[data-testid="login-submit"]' });
  await page.getByTestId('login-submit').click();
  const { start, painted } = await bench.result(page, 'home');
  return painted - start;
}

/** Waits until no request has been in flight for `quietMs` (at most `capMs`). */
export async function settle(page, quietMs = 500, capMs = 10_000) {
  const inflight = new Set();
  const on = (r) => inflight.add(r);
  const off = (r) => inflight.delete(r);
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  const deadline = Date.now() + capMs;
  let quietSince = Date.now();
  try {
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (inflight.size) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  } finally {
    page.off('request', on);
    page.off('requestfinished', off);
    page.off('requestfailed', off);
  }
}

/** Client-side navigation, as a menu link does it (history entry + popstate for the router). */
async function navigateInApp(page, url) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

/**
 * From home: client-side navigation to the bet order list with page size 200 -> 200 rows painted.
 * Resolves { ms, rows, listResponse } (the list call's JSON body, for the bare table's rows).
 */
export async function openBetOrders(page) {
  let listResponse = null;
  let listTiming = null;
  const onResponse = async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/game/betOrder/list')) return;
    try {
      listResponse = await response.json();
      listTiming = response.request().timing();
    } catch {
      // no body: the rows are generated instead
    }
  };
  page.on('response', onResponse);
  const scope = tabPage(BET_ORDER_PATH);
  await bench.arm(page, 'betOrder', { ...listPainted(scope), timeoutMs: 60_000 });
  await navigateInApp(page, BET_ORDER_URL);
  let measured;
  try {
    measured = await bench.result(page, 'betOrder');
  } catch (error) {
    const rows = await page.locator(tableRows(scope)).count();
    const tab = await page.locator(scope).count();
    page.off('response', onResponse);
    if (!tab) throw new Unavailable(`no tab page for ${BET_ORDER_PATH} (${error.message})`);
    throw new Unavailable(`${BET_ORDER_PATH} showed ${rows} rows, not ${BET_ORDER_ROWS} (${error.message})`);
  }
  // the response handler may still be reading the body
  for (let i = 0; i < 50 && !listResponse; i += 1) await page.waitForTimeout(20);
  page.off('response', onResponse);
  return { ms: measured.painted - measured.start, listResponse, listTiming };
}

/** The rows of a list response: the first array of 200 objects found in it. */
export function rowsOf(body) {
  const queue = [body];
  while (queue.length) {
    const node = queue.shift();
    if (Array.isArray(node) && node.length >= BET_ORDER_ROWS && node.every((r) => r && typeof r === 'object')) {
      return node.slice(0, BET_ORDER_ROWS);
    }
    if (node && typeof node === 'object') queue.push(...Object.values(node));
  }
  return null;
}

/** Clicks a tab of the workspace and resolves click -> `spec` painted; `spec` must only hold once it is shown. */
export async function switchTab(page, key, spec) {
  const node = page.locator(tabNode(key));
  if (!(await node.count())) throw new Unavailable(`no workspace tab ${key} (tab bar .ant-tabs-tab[data-node-key])`);
  await bench.arm(page, 'tab', { ...spec, afterClick: true, clickSelector: tabNode(key), timeoutMs: 15_000 });
  await node.click();
  const { start, painted } = await bench.result(page, 'tab');
  return painted - start;
}

/**
 * With the bet order list open: to the home tab and back, `times` times. Resolves the click -> painted times of the
 * switches back to the kept-alive bet order tab, and the list calls made while switching (a kept-alive tab makes none).
 */
export async function switchTabs(page, times) {
  const listCalls = [];
  const onRequest = (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/game/betOrder/list')) listCalls.push(request.url());
  };
  page.on('request', onRequest);
  const back = [];
  const toHome = [];
  try {
    for (let i = 0; i < times; i += 1) {
      toHome.push(
        await switchTab(page, '/home', {
          selector: `${tabPage('/home')} [data-testid="home-greeting"]`,
          visible: true,
        }),
      );
      await page.waitForTimeout(300);
      back.push(await switchTab(page, BET_ORDER_PATH, listPainted(tabPage(BET_ORDER_PATH))));
      await page.waitForTimeout(300);
    }
  } finally {
    page.off('request', onRequest);
  }
  return { back, toHome, listCalls: listCalls.length };
}

/** The pages of the menu a role may open (from the userMenu answer): path, keep-alive flag. */
export function menuPages(userMenuBody) {
  const items = [];
  const walk = (list) => {
    for (const item of list ?? []) {
      items.push(item);
      if (Array.isArray(item.children)) walk(item.children);
    }
  };
  const result = userMenuBody?.result ?? userMenuBody;
  walk(Array.isArray(result) ? result : (result?.list ?? result?.menu ?? []));
  return items
    .filter((i) => i.component && !Number(i.hidden) && typeof i.path === 'string' && i.path.startsWith('/'))
    .map((i) => ({ path: i.path, keepAlive: !!Number(i.keepAlive) }));
}

/** Opens `paths` one after the other as tabs (client-side), each until its network is quiet. */
export async function openTabs(page, paths) {
  let opened = 0;
  for (const path of paths) {
    await navigateInApp(page, path);
    await page.locator(tabPage(path)).first().waitFor({ state: 'visible', timeout: 15_000 });
    await settle(page, 300, 8_000);
    opened += 1;
  }
  return opened;
}

/** Closes every tab but home through the home tab's context menu (关闭其他), falling back to each tab's ×. */
export async function closeOtherTabs(page) {
  // With 30 tabs the tab bar has scrolled the home tab out of view: its context menu is opened by event.
  await page.locator(tabNode('/home')).dispatchEvent('contextmenu', { button: 2 });
  const item = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
    .filter({ hasText: /关闭其他|Close others|Fechar outras/ });
  const shown = await item
    .first()
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (shown) {
    await item.first().dispatchEvent('click');
  } else {
    await page.keyboard.press('Escape');
    const keys = await page
      .locator('.ant-tabs-nav-list .ant-tabs-tab')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node-key')));
    for (const key of keys) {
      if (key !== '/home') await page.locator(`${tabNode(key)} .ant-tabs-tab-remove`).dispatchEvent('click');
    }
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="workspace-tab"]').length === 1, null, {
    timeout: 15_000,
  });
  await settle(page, 300, 5_000);
}
