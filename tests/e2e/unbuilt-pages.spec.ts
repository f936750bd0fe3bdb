// Pages the server's menu names but this build does not have: not offered in the home shortcuts or the palette,
// marked in the side menu, and "page unavailable" if opened by URL.
import { expect, test } from '@playwright/test';
import { MENU_ITEMS } from '@mocks/shell/db/catalog';
import { PAGE_MODULES } from '@/resources/pages';
import { permissionsOf } from './support/accounts';
import { login } from './support/login';
import { openGroup, sideMenu } from './support/menu';
import { openPalette } from './support/shell';

const held = permissionsOf('team');
const pages = MENU_ITEMS.filter((i) => i.component && !i.hidden && !/^https?:/.test(i.path) && held.has(i.permission));
const built = pages.filter((i) => PAGE_MODULES[i.component.replace('/', '.')]);
const unbuilt = pages.filter((i) => !PAGE_MODULES[i.component.replace('/', '.')]);

test('the team role is offered only the pages this build has; the others are marked in the menu', async ({ page }) => {
  expect(unbuilt.length).toBeGreaterThan(0);
  await login(page, 'team');
  await expect(page.getByTestId('home-shortcut')).toHaveCount(built.length);

  const search = await openPalette(page);
  // the merchant pages are not built yet (the reports are)
  await search.fill('商户列表');
  await expect(page.getByTestId('palette-item').filter({ hasText: '商户列表' })).toHaveCount(0);
  await search.fill('游戏列表');
  await expect(page.getByTestId('palette-item').first()).toContainText('游戏列表');
  await page.keyboard.press('Escape');

  const merchants = await openGroup(page, '商户管理');
  await expect(merchants.first()).toBeVisible();
  const marked = sideMenu(page).locator('[data-unavailable=true]');
  await expect(marked).toHaveCount(unbuilt.length);
  await expect(marked.first()).toContainText('未上线');

  await marked.first().click();
  await expect(page.getByText('页面暂不可用')).toBeVisible();
});
