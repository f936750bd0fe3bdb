// One browser context and page per worker, for a spec of many short visits as one user (the fault table: one test per
// page). A fresh context starts with an empty cache and signed out, so every test paid the console's cold load, a
// sign-in and the shell's start (about 4 s of each test on two busy cores); here the first test does, and the next
// ones go on in the console the last one left (`signedIn`), each closing what it opened. The page starts with the
// console's browser storage cleared (column and theme preferences), and the context's CSP violations are counted as
// the running test's (support/test.ts checks them as for any journey). The context's clock is installed once
// (page.clock works on the context): tests that run it forward move it on for the next ones too. A failed test ends
// its worker (Playwright), and the next starts from a fresh context and world.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { DemoUser } from './accounts';
import { watchCsp } from './csp';
import { submitLogin } from './login';
import { test as base } from './test';

type Shared = { context: BrowserContext; sink: { into: string[] }; page: Page | null };

export { expect } from './test';

export const test = base.extend<object, { sharedContext: Shared }>({
  sharedContext: [
    async ({ browser, site }, provide, workerInfo) => {
      // The project's context options (playwright.config.ts `use`), as Playwright gives them to a test's context.
      const { locale, timezoneId, reducedMotion, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: site.url,
        locale,
        timezoneId,
        reducedMotion,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      // Violations go to the running test's list (swapped per test).
      const sink = { into: [] as string[] };
      await watchCsp(context, (violation) => sink.into.push(violation));
      await context.clock.install();
      await provide({ context, sink, page: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
  cspViolations: async ({ sharedContext }, provide) => {
    const violations: string[] = [];
    sharedContext.sink.into = violations;
    await provide(violations);
    sharedContext.sink.into = [];
  },
  page: async ({ sharedContext }, provide) => {
    // The worker's page, as the last test left it (a passing test leaves no dialog open; a failing one ends the
    // worker): the next test goes on in the same console, without a reload. Routes are the test's own.
    sharedContext.page ??= await openPage(sharedContext.context);
    await provide(sharedContext.page);
    await sharedContext.page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // The origin's storage (column and theme preferences, language) is cleared as the page's first document starts;
  // sessionStorage (restored tabs) is the page's own and starts empty.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.fresh')) return;
    localStorage.clear();
    sessionStorage.setItem('e2e.fresh', '1');
  });
  return page;
}

/**
 * The console as `user`: the page as it stands when it shows the console as that user, else opened with the context's
 * session, signing in only when that session is not live (the first test of a worker, another user's, or one another
 * sign-in as the same account took over: 4002).
 */
export async function signedIn(page: Page, user: DemoUser) {
  const cookies = await page.context().cookies();
  const stored = cookies.find((c) => c.name === 'userInfo')?.value;
  const mine = !!stored && decodeURIComponent(stored).includes(`"username":"${user}"`);
  // Already in the console as that user (the worker's last test).
  if (mine && (await page.getByTestId('side-menu').isVisible())) return;
  if (mine) {
    await page.goto('/home');
    const shell = page.getByTestId('side-menu');
    const refused = page.locator('.ant-modal-confirm, [data-testid=login-submit]');
    await expect(shell.or(refused).first()).toBeVisible();
    if (await shell.isVisible()) return;
  }
  await page.context().clearCookies();
  await page.goto('/user/login');
  await submitLogin(page, user);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}
