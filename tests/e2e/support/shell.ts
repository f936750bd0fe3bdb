// Helpers for the shell journeys: tabs, the command palette, API call counting.
import { expect, type Locator, type Page } from '@playwright/test';
import { exactly, openGroup } from './menu';
import { pickMenuItem } from './popups';

export function tabs(page: Page): Locator {
  return page.getByTestId('workspace-tab');
}

export function tab(page: Page, title: string): Locator {
  return tabs(page).filter({ hasText: exactly(title) });
}

/** The visible page (kept-alive tabs stay in the DOM, hidden). */
export function visiblePage(page: Page): Locator {
  return page.locator('[data-testid=tab-page]:visible');
}

/**
 * Clicks a tab and resolves its page once that page is the one shown. The switch commits after the click: until
 * then `visiblePage` is still the previous tab's page, and a click meant for the new page would land on the old.
 */
export async function showTab(page: Page, title: string): Promise<Locator> {
  await tab(page, title).click();
  const key = await page.locator('.ant-tabs-tab', { has: tab(page, title) }).getAttribute('data-node-key');
  const shown = page.locator(`[data-testid=tab-page][data-tab-key="${key}"]`);
  await expect(shown).toBeVisible();
  return shown;
}

/** Opens a page from the side menu: its group, then the item (by its title; a 未上线 marker is not part of it). */
export async function openFromMenu(page: Page, group: string, title: string) {
  const items = await openGroup(page, group);
  await items.filter({ hasText: exactly(title) }).click();
  await expectActiveTab(page, title);
}

export async function expectActiveTab(page: Page, title: string) {
  await expect(page.locator('.ant-tabs-tab-active').getByTestId('workspace-tab')).toHaveText(title, {
    timeout: 15_000,
  });
}

export async function tabMenu(page: Page, title: string, entry: string) {
  await tab(page, title).click({ button: 'right' });
  await pickMenuItem(page, new RegExp(`${entry}$`));
}

/** Counts calls to one API path from now on (the mock build's service worker answers count too). */
export function countCalls(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

export async function openPalette(page: Page): Promise<Locator> {
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByTestId('palette-search');
  await expect(search).toBeVisible();
  return search;
}
