// Clicks inside antd pop-ups (drop-down menus, select lists). Journeys run without antd's motion
// (playwright.config.ts), so a pop-up is where it stays as soon as it shows.
import type { Page } from '@playwright/test';

/** An item of the open drop-down menu. */
export async function pickMenuItem(page: Page, name: string | RegExp, options: { exact?: boolean } = {}) {
  const item = page.getByRole('menuitem', { name, exact: options.exact });
  await page.locator('.ant-dropdown:visible').filter({ has: item }).locator(item).click();
}

/** An option of the open select list, by its text. */
export async function pickOption(page: Page, text: string | RegExp) {
  const item = page.locator('.ant-select-item-option', { hasText: text });
  await page.locator('.ant-select-dropdown:visible').filter({ has: item }).locator(item.first()).click();
}
