// No label is cut, no control spills into the next filter and no radio row wraps, in any of the three languages,
// on the pages this build has (their lists with filters, the player detail's tabs) and the shell around them.
import { expect, test, type Page } from '@playwright/test';
import { MENU_ITEMS } from '@mocks/shell/db/catalog';
import { PAGE_MODULES } from '@/resources/pages';
import { misfits } from './support/label-fit';
import { loginAt1280 } from './support/login';

const LANGS = ['zh-CN', 'en-US', 'pt-BR'] as const;
// Every page of the menu this build has, opened by its path.
const PAGES = MENU_ITEMS.filter((i) => i.component && !i.hidden && PAGE_MODULES[i.component.replace('/', '.')]).map(
  (i) => i.path,
);

async function settle(page: Page) {
  // The page's code (the route spinner) and its data (antd's spinners) are both in.
  await expect(page.locator('.console-spinner:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`labels fit at 1280 px (${lang})`, async ({ page }) => {
    // Each page is a full load (login state, the page's code, its data): room for a loaded machine.
    test.setTimeout(60_000 + PAGES.length * 15_000);
    await loginAt1280(page, lang);
    const problems: string[] = [];
    const check = async (where: string) => {
      await settle(page);
      problems.push(...(await misfits(page)).map((p) => `${where}: ${p}`));
    };
    await check('/home');
    // Shortcut cards of one row are as tall as each other, however their titles wrap.
    const cards = await page.getByTestId('home-shortcut').evaluateAll((links) =>
      links.map((l) => ({ top: Math.round(l.getBoundingClientRect().top), height: Math.round(l.getBoundingClientRect().height) })),
    );
    for (const card of cards) {
      const row = cards.filter((c) => c.top === card.top).map((c) => c.height);
      if (new Set(row).size > 1) problems.push(`/home: shortcut cards of uneven height ${row.join(', ')}`);
    }
    for (const path of PAGES) {
      await page.goto(path);
      // Each goto restarts the in-page mock, whose first report call builds the 62-day history's aggregates on the
      // main thread (report.balance: over 10 s on a loaded 2-core machine); the labels are checked once it shows.
      await expect(page.locator('[data-testid=tab-page]:visible')).not.toHaveText(/^\s*$/, { timeout: 30_000 });
      await check(path);
    }
    // The player detail, tab by tab (the wallet transfer tab has the date-type radio).
    await page.getByTestId('player-viewer').fill('880001');
    await page.getByTestId('player-viewer').press('Enter');
    const modal = page.locator('.ant-modal:visible').last();
    await expect(modal.getByTestId('player-info-grid')).toBeVisible();
    const tabs = modal.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i += 1) {
      await tabs.nth(i).click();
      await check(`player detail tab ${i + 1}`);
    }
    expect(problems).toEqual([]);
  });
}
