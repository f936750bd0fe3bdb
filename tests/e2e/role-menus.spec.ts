// Each demo account sees exactly its role's part of the (full, shared) platform menu; the pages this build does not
// have are listed too, marked 未上线.
import { expect, test } from './support/test';
import { permissionsOf } from './support/accounts';
import { login, submitLogin } from './support/login';
import { expectMenu, expectedMenu, groupTitles, markedEntries, openGroup } from './support/menu';

test('admin sees every group and page', async ({ page }) => {
  await login(page, 'admin');
  await expect(groupTitles(page)).toHaveText(['游戏管理', '内控管理', '商户管理', '玩家管理', '报表管理', '系统管理']);
  await expectMenu(page, expectedMenu(permissionsOf('admin')));
});

// The team template is the demo merchant admin (docs/architecture.md, the merchant auth set): its merchant pages
// include the merchant auth pages and the merchant log, all built in this build (no 未上线 marker).
const TEAM_MERCHANT_PAGES = ['商户列表', '商户团队', '商户账单', '商户角色', '商户用户', '商户操作日志'];

test('merchant team sees games, players, reports and its merchant pages', async ({ page }) => {
  await login(page, 'team');
  await expect(groupTitles(page)).toHaveText(['游戏管理', '商户管理', '玩家管理', '报表管理']);
  await expect(await openGroup(page, '商户管理')).toHaveText(TEAM_MERCHANT_PAGES);
  await expect(markedEntries(page, '商户管理')).toHaveCount(0);
  await expectMenu(page, expectedMenu(permissionsOf('team')));
});

test('merchant sees only its four player pages', async ({ page }) => {
  await login(page, 'merchant');
  await expect(groupTitles(page)).toHaveText(['玩家管理']);
  await expect(await openGroup(page, '玩家管理')).toHaveText(['玩家列表', '玩家查询', '在线玩家', '转账钱包记录']);
  await expect(markedEntries(page, '玩家管理')).toHaveCount(0);
  await expectMenu(page, expectedMenu(permissionsOf('merchant')));
});

test('an account without permissions is told 无路由权限 and sent back to login', async ({ page }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'nobody');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '无路由权限' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
