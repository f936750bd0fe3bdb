// Pages the server's menu names but this build does not have: not offered in the home shortcuts or the palette,
// marked in the side menu, and "page unavailable" if opened by URL. The control area (内控管理) is the example: the
// admin holds it and this build has none of its pages.
import { expect, test } from '@playwright/test';
import { MENU_ITEMS } from '@mocks/shell/db/catalog';
import { PAGE_MODULES } from '@/resources/pages';
import { permissionsOf } from './support/accounts';
import { login } from './support/login';
import { markedEntries, openGroup } from './support/menu';
import { openPalette } from './support/shell';

const held = permissionsOf('admin');
const pages = MENU_ITEMS.filter((i) => i.component && !i.hidden && !/^https?:/.test(i.path) && held.has(i.permission));
const built = pages.filter((i) => PAGE_MODULES[i.component.replace('/', '.')]);
const unbuiltControl = pages.filter((i) => i.component.startsWith('control/') && !PAGE_MODULES[i.component.replace('/', '.')]);

test('the admin is offered only the pages this build has; the others are marked in the menu', async ({ page }) => {
  expect(unbuiltControl.length).toBeGreaterThan(0);
  await login(page, 'admin');
  await expect(page.getByTestId('home-shortcut')).toHaveCount(built.length);

  const search = await openPalette(page);
  // the control pages are not built (the game pages are)
  await search.fill('投注控制');
  await expect(page.getByTestId('palette-item').filter({ hasText: '投注控制' })).toHaveCount(0);
  await search.fill('游戏列表');
  await expect(page.getByTestId('palette-item').first()).toContainText('游戏列表');
  await page.keyboard.press('Escape');

  const control = await openGroup(page, '内控管理');
  await expect(control.first()).toBeVisible();
  const marked = markedEntries(page, '内控管理');
  await expect(marked).toHaveCount(unbuiltControl.length);
  await expect(marked.first()).toContainText('未上线');

  await marked.first().click();
  await expect(page.getByText('页面暂不可用')).toBeVisible();
});
