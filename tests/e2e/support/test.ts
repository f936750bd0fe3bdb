// The suite's `test`: Playwright's, with the checks every journey gets for free (auto fixtures) and the site each
// worker serves its journeys from (support/site.ts: its own reference server, so the workers never share one).
// Specs import `test` and `expect` from here, not from '@playwright/test', so a check added here covers every journey.
import { test as base, type BrowserContext } from '@playwright/test';
import { watchCsp } from './csp';
import { startSite, type Site, type SiteKind } from './site';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Locator, Page, Request, Response } from '@playwright/test';

export const test = base.extend<
  { pageChecks: void; cspViolations: string[]; freshWorld: boolean },
  { siteKind: SiteKind; site: Site }
>({
  // A project's choice (playwright.config.ts): the production build against the reference server, or the msw build.
  siteKind: ['api', { scope: 'worker', option: true }],
  // Started with the worker, stopped with it: a worker restarted after a failure starts from a fresh world.
  site: [
    async ({ siteKind }, provide) => {
      const site = await startSite(siteKind);
      await provide(site);
      await site.close();
    },
    // The msw build is made on first use (a production build: a minute on a busy machine).
    { scope: 'worker', timeout: 240_000 },
  ],
  // `test.use({ freshWorld: true })`: a journey about the seeded world as it starts (the seeded export tasks, one of
  // them still running) gets a reference server of its own instead of the worker's, which earlier journeys and the
  // clock have moved on.
  freshWorld: [false, { option: true }],
  baseURL: async ({ site, siteKind, freshWorld }, provide) => {
    if (!freshWorld) return provide(site.url);
    const own = await startSite(siteKind);
    await provide(own.url);
    await own.close();
  },
  // Every Content-Security-Policy violation any document of the test reports (the default context's pages and
  // frames, and contexts the test opens itself); csp.spec.ts reads it to prove the detector works.
  cspViolations: async ({ context, browser }, provide) => {
    const violations: string[] = [];
    await watchCsp(context, (violation) => violations.push(violation));
    const newContext = browser.newContext;
    browser.newContext = async (...args: Parameters<typeof newContext>): Promise<BrowserContext> => {
      const opened = await newContext.apply(browser, args);
      await watchCsp(opened, (violation) => violations.push(violation));
      return opened;
    };
    // Returns when the test ends, passed or failed.
    await provide(violations);
    browser.newContext = newContext;
  },
  pageChecks: [
    async ({ page, cspViolations }, use) => {
      void page;
      await use();
      // The served builds carry the deployment's CSP (tests/e2e/run.mjs): anything it blocked is a defect.
      if (cspViolations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
    },
    { auto: true },
  ],
});
