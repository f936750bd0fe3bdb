// A known page the role lacks answers 403 (and never loads); a path nobody knows goes to /404.
import { expect, test } from './support/test';
import { login } from './support/login';
import { pathsOf, recordApiRequests } from './support/network';

test('merchant opening /game/index by URL gets the 403 page, not the page', async ({ page }) => {
  await login(page, 'merchant');
  const api = recordApiRequests(page);
  await page.goto('/game/index');
  await expect(page.locator('.ant-result-title')).toHaveText(['403']);
  await expect(page).toHaveURL(/\/game\/index$/);
  expect(pathsOf(api).filter((path) => path.startsWith('/api/game/'))).toEqual([]);
});

test('an unknown path goes to /404', async ({ page, baseURL }) => {
  await login(page, 'merchant');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${baseURL}/404`);
  await expect(page.locator('.ant-result-title')).toHaveText(['404']);
});
