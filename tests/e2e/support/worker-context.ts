// One browser context per worker, for a spec of many short visits that each sign in afresh (the fault table: one test
// per page). A fresh context starts with an empty cache, so every test paid the console's cold load (its scripts
// fetched and compiled: about 1.5 s of a 2 s sign-in on two busy cores); here only the first one does. Each test still
// gets a page of its own, signed out, with the console's storage cleared (column and theme preferences) and the
// context's CSP violations counted as its own (support/test.ts checks them as for any journey). The context's clock is
// installed once (page.clock works on the context): tests that run it forward move it on for the next ones too.
// A failed test ends its worker (Playwright), and the next starts from a fresh context and world.
import type { BrowserContext, Page } from '@playwright/test';
import { watchCsp } from './csp';
import { test as base } from './test';

type Shared = { context: BrowserContext; sink: { into: string[] } };

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
      await provide({ context, sink });
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
    const { context } = sharedContext;
    await context.clearCookies();
    const page: Page = await context.newPage();
    // The origin's storage (column and theme preferences, language) is cleared as the page's first document starts,
    // so no extra visit is needed; sessionStorage (restored tabs) is the page's own and starts empty.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e.fresh')) return;
      localStorage.clear();
      sessionStorage.setItem('e2e.fresh', '1');
    });
    await provide(page);
    await page.close();
  },
});
