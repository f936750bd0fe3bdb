// Merchant accounts end to end (issue 25, auth.md 5.1-5.4): the admin makes a merchant-side role holding the merchant
// auth pages and the player list, owned by 金龙娱乐 (101), and a type-3 account for that merchant holding it. That
// account, in a browser of its own, is offered in the role form only the keys it holds, and makes a role of the
// player list alone and an account holding it; the last account sees only that page.
// Three browsers share one server, so this journey runs against the standalone mock (the "real" project).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support/login';
import { groupTitles, openGroup } from './support/menu';
import { pickOption } from './support/popups';

const SAVE = /保\s*存/;
const MERCHANT = '金龙娱乐';
const stamp = String(Date.now() % 1_000_000);
const PASSWORD = 'merchant123';

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

/** The merchant select of a form (named "* 商户" where it is required). */
async function pickMerchant(page: Page, form: Locator) {
  await form.getByRole('combobox', { name: /^(\* )?商户$/ }).click();
  await pickOption(page, MERCHANT);
}

/** A type-3 role of 金龙娱乐 with the given pages ticked (a ticked page brings its actions). */
async function createRole(page: Page, name: string, code: string, pages: string[]): Promise<Locator> {
  await page.goto('/merchant/authRole');
  await resource(page, 'merchant.authRole').getByTestId('create-button').click();
  const form = page.locator('.ant-drawer:visible');
  const tree = form.getByTestId('permission-tree');
  await expect(tree).toBeVisible();
  await form.getByLabel('角色名称').fill(name);
  await form.getByLabel('角色编码').fill(code);
  await pickMerchant(page, form);
  for (const title of pages) await treeNode(tree, title).locator('.ant-tree-checkbox').first().click();
  return form;
}

async function createUser(page: Page, username: string, role: string) {
  await page.goto('/merchant/authUser');
  await resource(page, 'merchant.authUser').getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('昵称').fill('商户运营');
  await form.getByLabel('密码').fill(PASSWORD);
  await pickMerchant(page, form);
  await form.getByLabel('角色', { exact: true }).click();
  await pickOption(page, role);
  await saved(page, form);
}

async function signIn(page: Page, username: string) {
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

test('a merchant admin made by the platform makes an account that sees only what its role grants', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const [adminRole, adminUser] = [`商户管理员${stamp}`, `m_admin_${stamp}`];
  const [opsRole, opsUser] = [`玩家查看${stamp}`, `m_ops_${stamp}`];
  await login(page, 'admin');

  // The platform's role for the merchant's admin: the merchant auth pages and the player list.
  const form = await createRole(page, adminRole, `madm_${stamp}`, ['商户角色', '商户用户', '玩家列表']);
  const preview = form.getByTestId('role-menu-preview');
  for (const title of ['商户角色', '商户用户', '玩家列表'])
    await expect(preview.getByText(title, { exact: true })).toHaveCount(1);
  await saved(page, form);
  await createUser(page, adminUser, adminRole);
  const list = resource(page, 'merchant.authUser');
  await expect(list.locator('tr', { hasText: adminUser })).toContainText(MERCHANT);

  // The merchant's admin, in a browser of its own: its role tree offers only the keys it holds.
  const second = await browser.newContext();
  const merchantAdmin = await second.newPage();
  await signIn(merchantAdmin, adminUser);
  const opsForm = await createRole(merchantAdmin, opsRole, `mops_${stamp}`, ['玩家列表']);
  const tree = opsForm.getByTestId('permission-tree');
  await expect(treeNode(tree, '商户角色')).toHaveCount(1);
  for (const title of ['商户菜单权限', '商户费率', '菜单管理', '注单列表'])
    await expect(treeNode(tree, title)).toHaveCount(0);
  await saved(merchantAdmin, opsForm);
  await createUser(merchantAdmin, opsUser, opsRole);

  // The account it made, in a third browser: the player list and nothing else.
  const third = await browser.newContext();
  const ops = await third.newPage();
  await signIn(ops, opsUser);
  await expect(groupTitles(ops)).toHaveText(['玩家管理']);
  await expect(await openGroup(ops, '玩家管理')).toHaveText(['玩家列表']);
  await ops.goto('/merchant/authUser');
  await expect(ops.locator('.ant-result-title')).toHaveText(['403']);
  await second.close();
  await third.close();
});
