// Helpers for the game-area journeys: the declared page's root, the date range picker, the pager, list calls.
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { pickOption } from './support/popups';

/** The visible page of a declared resource (kept-alive tabs stay in the DOM, hidden). */
export function resourcePage(page: Page, name: string): Locator {
  return page.locator(`[data-testid="resource-${name}"]:visible`);
}

/** Every list call to `path` from now on. */
export function listCalls(page: Page, path: string): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push(url);
  });
  return seen;
}

/** Today in UTC+8 (the suite runs in Asia/Shanghai, like the console's default zone). */
export function day(offset: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000);
  return now.toISOString().slice(0, 10);
}

export function picker(page: Page): Locator {
  return page.locator('.ant-picker-dropdown:visible');
}

/** Clicks a date in the open range picker's panels. */
export function dateCell(page: Page, date: string): Locator {
  return picker(page).locator(`td.ant-picker-cell-in-view[title="${date}"]`).first();
}

/** Picks start and end dates by hand (each confirmed with OK, as the time panel asks). */
export async function pickRange(page: Page, scope: Locator, start: string, end: string) {
  await scope.getByPlaceholder('开始时间').click();
  await dateCell(page, start).click();
  await picker(page).locator('.ant-picker-ok button').click();
  await dateCell(page, end).click();
  await picker(page).locator('.ant-picker-ok button').click();
  await expect(picker(page)).toHaveCount(0);
}

export async function choosePreset(page: Page, scope: Locator, label: string) {
  await scope.getByPlaceholder('开始时间').click();
  await picker(page).locator('.ant-picker-presets li', { hasText: label }).click();
}

/** Picks an option of an antd select found by its label. */
export async function selectOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await pickOption(page, option);
}

export async function search(scope: Locator) {
  await scope.getByTestId('filter-search').click();
}

/** The rows in the DOM: all of a page's, or with virtual rows (100+ on a page) those in the window. */
export function rows(scope: Locator): Locator {
  return scope.locator('.ant-table-tbody .ant-table-row');
}

export function headers(scope: Locator): Locator {
  return scope.locator('.ant-table-thead th.ant-table-cell:not(.ant-table-selection-column)');
}
