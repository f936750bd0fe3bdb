// Each demo account sees exactly its role's part of the (full, shared) platform menu; the pages this build does not
// have are listed too, marked 未上线.
import { expect, test } from './support/test';
import { permissionsOf } from './support/accounts';
import { login } from './support/login';
import { expectMenu, expectedMenu, groupTitles, markedEntries, openGroup } from './support/menu';

test('admin sees every group and page', async ({ page }) => {
  await login(page, 'admin');
  const expected = expectedMenu(permissionsOf('admin'));
  await expect(groupTitles(page)).toHaveText(expected.map((g) => g.title));
  await expectMenu(page, expected);
});

// The groups and pages each account sees are derived from its role template (mocks/<area>/register.ts grants), not
// pinned here, so a page granted to a template joins without an edit. The team template is the demo merchant admin
// (docs/architecture.md, the merchant auth set): its merchant pages include the merchant auth pages and log.
const groupOf = (username: 'team' | 'merchant', title: string) =>
  expectedMenu(permissionsOf(username)).find((g) => g.title === title)!.pages;
const groupsOf = (username: 'team' | 'merchant') =>
  expectedMenu(permissionsOf(username))
    .filter((g) => g.pages.length > 0)
    .map((g) => g.title);

test('merchant team sees games, players, reports and its merchant pages', async ({ page }) => {
  await login(page, 'team');
  await expect(groupTitles(page)).toHaveText(groupsOf('team'));
  const merchantPages = await openGroup(page, '商户管理');
  await expect(merchantPages).toHaveText(groupOf('team', '商户管理'));
  await expect(merchantPages).toContainText(['商户角色', '商户用户', '商户操作日志']);
  await expect(markedEntries(page, '商户管理')).toHaveCount(0);
  await expectMenu(page, expectedMenu(permissionsOf('team')));
});

test('merchant sees only its player pages', async ({ page }) => {
  await login(page, 'merchant');
  await expect(groupTitles(page)).toHaveText(groupsOf('merchant'));
  await expect(await openGroup(page, '玩家管理')).toHaveText(groupOf('merchant', '玩家管理'));
  await expect(markedEntries(page, '玩家管理')).toHaveCount(0);
  await expectMenu(page, expectedMenu(permissionsOf('merchant')));
});
