// Every page of the admin's menu, in each of the three languages, opened from the side menu as a user would: no page error, no console error or
// warning, no blank page, and no call sent twice while it opens (a remounting input or an eager form used to send
// its look-up again). A page this build does not have (marked 未上线 in the menu) opens the "page unavailable"
// result, and only those do.
import { expect, test } from '@playwright/test';
import { permissionsOf } from './support/accounts';
import { login } from './support/login';
import { consolePages, unavailableTitle, type Lang } from './support/menu';
import { openFromMenu, visiblePage } from './support/shell';

// Against the dev server (npm run test:e2e:dev) every page compiles on first use and React renders in development
// mode: slower, which is no part of what this journey checks. There StrictMode also mounts each page twice, and
// Refine's list query reads React Query's abort signal, so React Query counts the first mount's call as cancelled
// and sends it again: calls sent twice are only checked on the mock build (without StrictMode they go once there too).
const DEV_SERVER = !!process.env.E2E_DEV_SERVER;
const PAGE_MS = DEV_SERVER ? 20_000 : 5_000;

// Calls the shell makes on its own clock, whatever page is open.
const BACKGROUND = new Set(['/api/export/task/newCount', '/api/common/ping']);

const LANGS: readonly Lang[] = ['zh-CN', 'en-US', 'pt-BR'];

for (const lang of LANGS) test(`every menu page opens cleanly and sends each of its calls once (${lang})`, async ({ page }) => {
  await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
  const all = consolePages(permissionsOf('admin'), lang);
  // The "page unavailable" result is one component: checked once, in zh-CN; the other languages open the built pages.
  const pages = lang === 'zh-CN' ? all : all.filter((p) => p.built);
  const UNAVAILABLE = unavailableTitle(lang);
  test.setTimeout(30_000 + pages.length * PAGE_MS);
  const problems: string[] = [];
  let where = 'login';
  page.on('pageerror', (error) => problems.push(`${where}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${where}: ${message.type()} ${message.text()}`);
  });
  const calls: { where: string; url: string }[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settled = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight += 1;
    lastChange = Date.now();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !BACKGROUND.has(url.pathname))
      calls.push({ where, url: url.pathname + url.search });
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // Nothing in flight for half a second: the page's calls went out and came back.
  const quiet = () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 500, { timeout: 15_000 }).toBe(true);

  await login(page, 'admin');
  expect(all.length).toBeGreaterThan(40);
  expect(pages.filter((p) => p.built).length).toBeGreaterThan(0);
  for (const { group, title, built } of pages) {
    where = title;
    await openFromMenu(page, group, title);
    await expect(visiblePage(page)).not.toHaveText(/^\s*$/);
    await expect(visiblePage(page).getByText(UNAVAILABLE)).toHaveCount(built ? 0 : 1);
    await quiet();
    const mine = calls.filter((c) => c.where === title).map((c) => c.url);
    const twice = mine.filter((url, i) => mine.indexOf(url) !== i);
    if (twice.length && !DEV_SERVER) problems.push(`${title}: sent twice ${[...new Set(twice)].join(', ')}`);
  }
  expect(problems).toEqual([]);
});
