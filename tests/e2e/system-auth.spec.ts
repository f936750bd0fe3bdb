// Staff auth end to end (issue 17): the admin makes a role of two game pages and one action and a user holding it;
// that user, in a browser of its own, gets exactly those pages (menu, palette, routes) and that action's buttons; a
// page added to the role shows on the user's next load; disabling the user ends its open session and its logins;
// the operation log shows those changes with the password masked.
// Two browsers must share one server, so this journey runs against the standalone mock (the "real" project).
import { expect, test, type Locator, type Page } from './support/test';
import { message } from '@mocks/lib/i18n';
import { login } from './support/login';
import { groupTitles, openGroup } from './support/menu';
import { openPalette } from './support/shell';
import { pickOption } from './support/popups';

const SAVE = /保\s*存/;
const stamp = String(Date.now() % 1_000_000);
const ROLE = `游戏运营${stamp}`;
const USER = `e2e_${stamp}`;
const PASSWORD = 'staff123';

function resource(page: Page, name: string): Locator {
  return page.locator(`[data-testid="resource-${name}"]:visible`);
}

function treeNode(scope: Locator, title: string): Locator {
  return scope
    .locator('.ant-tree-treenode')
    .filter({ has: scope.page().locator(`.ant-tree-title:text-is("${title}")`) });
}

async function saved(page: Page, form: Locator) {
  await form.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
}

async function createUser(page: Page, username: string, role: string) {
  await page.goto('/system/authUser');
  await resource(page, 'system.authUser').getByTestId('create-button').click();
  const userForm = page.locator('.ant-modal:visible');
  await userForm.getByLabel('用户名').fill(username);
  await userForm.getByLabel('昵称').fill('运营');
  await userForm.getByLabel('密码').fill(PASSWORD);
  await userForm.getByLabel('角色', { exact: true }).click();
  await pickOption(page, role);
  await saved(page, userForm);
}

async function openRoleForm(page: Page, row?: string): Promise<Locator> {
  await page.goto('/system/authRole');
  const list = resource(page, 'system.authRole');
  await expect(list.getByText('超级管理员')).toBeVisible();
  if (row)
    await list
      .locator('tr', { hasText: row })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
  else await list.getByTestId('create-button').click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByTestId('permission-tree')).toBeVisible();
  return drawer;
}

async function signIn(page: Page, username = USER) {
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

test("a role and a user made by the admin drive that user's menu, routes and buttons", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await login(page, 'admin');

  // A role: 游戏分类 through its save action (the page's key comes with it), and 失败注单.
  const roleForm = await openRoleForm(page);
  await roleForm.getByLabel('角色名称').fill(ROLE);
  await roleForm.getByLabel('角色编码').fill(`ops_${stamp}`);
  const tree = roleForm.getByTestId('permission-tree');
  // The page's children follow it: its own "open the page" leaf, then its actions (保存 first).
  await treeNode(tree, '游戏分类').locator('+ .ant-tree-treenode + .ant-tree-treenode .ant-tree-checkbox').click();
  await treeNode(tree, '失败注单').locator('.ant-tree-checkbox').click();
  // The form's preview shows the menu those keys give.
  await expect(roleForm.getByTestId('role-menu-preview').locator('.ant-tree-title')).toHaveText([
    '游戏管理',
    '游戏分类',
    '失败注单',
  ]);
  await saved(page, roleForm);

  // A user holding it.
  await createUser(page, USER, ROLE);

  // The user, in a browser of its own.
  const other = await browser.newContext();
  const staff = await other.newPage();
  await signIn(staff);
  await expect(staff.getByTestId('side-menu')).toBeVisible();
  await expect(groupTitles(staff)).toHaveText(['游戏管理']);
  await expect(await openGroup(staff, '游戏管理')).toHaveText(['游戏分类', '失败注单']);
  const search = await openPalette(staff);
  await search.fill('注单');
  await expect(staff.getByTestId('palette-item').filter({ hasText: '失败注单' })).toHaveCount(1);
  await expect(staff.getByTestId('palette-item').filter({ hasText: '注单列表' })).toHaveCount(0);
  await staff.keyboard.press('Escape');
  await staff.goto('/game/index');
  await expect(staff.locator('.ant-result-title')).toHaveText(['403']);
  // The save action's buttons (create, edit) and nothing the role lacks.
  await staff.goto('/game/classify');
  const classify = resource(staff, 'game.classify');
  await expect(classify.getByTestId('create-button')).toBeVisible();
  await expect(classify.getByRole('button', { name: /编\s*辑/ }).first()).toBeVisible();
  await staff.goto('/game/failed');
  await expect(resource(staff, 'game.failed').getByTestId('create-button')).toHaveCount(0);

  // The admin adds 待处理注单 to the role: the user's next load shows it.
  const edit = await openRoleForm(page, ROLE);
  await treeNode(edit.getByTestId('permission-tree'), '待处理注单').locator('.ant-tree-checkbox').click();
  await saved(page, edit);
  await staff.reload();
  await expect(await openGroup(staff, '游戏管理')).toHaveText(['游戏分类', '待处理注单', '失败注单']);

  // The admin disables the user: its open session ends on the next call, and login answers the server's message.
  await page.goto('/system/authUser');
  await resource(page, 'system.authUser')
    .locator('tr', { hasText: USER })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const disable = page.locator('.ant-modal:visible');
  await disable.getByText('禁用', { exact: true }).click();
  await saved(page, disable);
  await staff.reload();
  const ended = staff.locator('.ant-modal-confirm');
  await expect(ended).toContainText(message('zh-CN', 'accountDisabled'));
  await ended.getByRole('button').click();
  await expect(staff).toHaveURL(/\/user\/login/);
  await signIn(staff);
  await expect(staff.locator('.ant-modal-confirm')).toContainText(message('zh-CN', 'accountDisabled'));
  await other.close();

  // The operation log holds the role and user changes just made, the user's password masked.
  await page.goto('/system/operationLog');
  const log = resource(page, 'system.operationLog');
  const rowsOf = (module: string) => log.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: module });
  await expect(rowsOf('system.authRole').filter({ hasText: ROLE })).toHaveCount(2);
  const userRows = rowsOf('system.authUser').filter({ hasText: USER });
  await expect(userRows).toHaveCount(2);
  // The create sent a password, and the log shows it masked.
  await expect(userRows.filter({ hasText: '"password":"******"' }).first()).toBeVisible();
  await expect(log).not.toContainText(PASSWORD);
});
