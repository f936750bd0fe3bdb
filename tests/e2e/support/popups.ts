// Clicks inside antd pop-ups (drop-down menus, select lists) once they have grown in. A pop-up starts its
// ~200 ms motion scaled down and paused for a few frames: Playwright finds the box stable there, and its click,
// sent a moment later, lands where the item no longer is (the language journey failed 1 run in 10 on two busy
// cores). A person's click always comes later than that.
import { expect, type Locator, type Page } from '@playwright/test';

async function clickWhenSettled(popup: Locator, item: Locator) {
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
  await popup.locator(item).click();
}

/** An item of the open drop-down menu. */
export async function pickMenuItem(page: Page, name: string | RegExp, options: { exact?: boolean } = {}) {
  const item = page.getByRole('menuitem', { name, exact: options.exact });
  await clickWhenSettled(page.locator('.ant-dropdown:visible').filter({ has: item }), item);
}

/** An option of the open select list, by its text. */
export async function pickOption(page: Page, text: string | RegExp) {
  const item = page.locator('.ant-select-item-option', { hasText: text });
  await clickWhenSettled(page.locator('.ant-select-dropdown:visible').filter({ has: item }), item.first());
}
