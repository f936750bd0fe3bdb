// The multi-tab workspace: pages open as tabs, kept-alive pages keep their state without refetching, tabs can
// be closed in bulk, and open tabs survive a reload. The tab rules (the last and the home tab, two details, middle
// click) are src/app/workspace/workspace.test.tsx's; a real list's typed filter kept while away, keep-alive.test.tsx's.
import { expect, test } from './support/test';
import { login } from './support/login';
import { countCalls, expectActiveTab, openFromMenu, showTab, tabMenu, tabs, visiblePage } from './support/shell';

test('five pages make five tabs; a hidden page keeps its state and refetches nothing; close others; reload restores', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await expect(tabs(page)).toHaveText(['首页']);

  await openFromMenu(page, '游戏管理', '游戏分类');
  await openFromMenu(page, '游戏管理', '注单列表');
  await openFromMenu(page, '游戏管理', '游戏列表');
  await openFromMenu(page, '玩家管理', '玩家列表');
  await expect(tabs(page)).toHaveText(['首页', '游戏分类', '注单列表', '游戏列表', '玩家列表']);

  // A list page: page 2 of the bet orders.
  const betOrderCalls = countCalls(page, '/api/game/betOrder/list');
  const betOrders = await showTab(page, '注单列表');
  await expect(betOrders.locator('.ant-table-row').first()).toBeVisible();
  await betOrders.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/\/game\/betOrder\?.*currentPage=2/);
  await expect(betOrders.locator('.ant-pagination-item-active')).toHaveText('2');
  const callsBefore = betOrderCalls();
  expect(callsBefore).toBeGreaterThan(0);

  // Switch away and back: same page of results, the URL back to it, no list call repeated.
  await showTab(page, '游戏列表');
  await expect(page).toHaveURL(/\/game\/index/);
  await showTab(page, '注单列表');
  await expect(page).toHaveURL(/\/game\/betOrder\?.*currentPage=2/);
  await expect(visiblePage(page).locator('.ant-pagination-item-active')).toHaveText('2');
  await page.waitForTimeout(500);
  expect(betOrderCalls()).toBe(callsBefore);

  // Text typed into a search box stays while the tab is away (the icon list, a kept-alive page of the shell).
  await page.goto('/iconList');
  await expectActiveTab(page, '图标列表');
  await visiblePage(page).getByRole('searchbox').fill('Wallet');
  await showTab(page, '首页');
  await expect(page).toHaveURL(/\/home$/);
  await showTab(page, '图标列表');
  await expect(visiblePage(page).getByRole('searchbox')).toHaveValue('Wallet');

  // The reload above (page.goto) restored every tab.
  await expect(tabs(page)).toHaveText(['首页', '游戏分类', '注单列表', '游戏列表', '玩家列表', '图标列表']);

  await tabMenu(page, '游戏列表', '关闭其他');
  await expect(tabs(page)).toHaveText(['首页', '游戏列表']);
  await expectActiveTab(page, '游戏列表');
  await expect(page).toHaveURL(/\/game\/index/);

  await page.reload();
  await expect(tabs(page)).toHaveText(['首页', '游戏列表']);
  await expectActiveTab(page, '游戏列表');
});
