// The suite's `test`: Playwright's, with the checks every journey gets for free (auto fixtures). Specs import
// `test` and `expect` from here, not from '@playwright/test', so a check added here covers every journey.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';

export const test = base.extend<{ pageChecks: void }>({
  pageChecks: [
    async ({ page }, use) => {
      void page;
      await use();
    },
    { auto: true },
  ],
});
