// A server refusal on a form longer than its dialog is seen where the person is (issue 34, item 8): the merchant's
// create modal, a role's drawer and a staff user's modal, each saved with a name the server already has. The
// refusal showed above the fields, 407 px out of sight of the OK button just pressed, which looked dead. Now it is in
// view (the form scrolled as little as needed), an alert, in the user's language, shown once (no error modal on top).
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { fillMerchantCreate } from './support/merchant-form';
import { pickOption } from './support/popups';
import { openFromMenu, visiblePage } from './support/shell';

const SAVE = /保\s*存/;
// Short enough that each of the three forms is longer than its dialog.
const VIEWPORT = { width: 1280, height: 600 };

/** Down to the form's end by the wheel, as a person does to reach the last fields and the button. */
async function scrollToEnd(page: Page, form: Locator) {
  await form.locator('.ant-form').hover();
  await page.mouse.wheel(0, 3000);
}

/** The refusal is in view whole, an alert, said once; the form is longer than what shows (its first label is not). */
async function refusalInView(page: Page, form: Locator, message: string, firstLabel: string) {
  const alert = form.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  // What makes the case: the form does not fit, so the top of it is out of sight.
  await expect(form.getByText(firstLabel, { exact: true }).first()).not.toBeInViewport();
}

test.beforeEach(async ({ page }) => {
  // the dev server compiles each page on first use
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORT);
  await login(page, 'admin');
});

test('a merchant code already in use: the refusal shows in view of the save button', async ({ page }) => {
  await openFromMenu(page, '商户管理', '商户列表');
  await visiblePage(page).getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await expect(form.locator('.ant-modal-title')).toHaveText('新增商户');
  await fillMerchantCreate(page, form, { name: '重复编码商户', code: 'jinlong', team: '金龙团队' });
  await scrollToEnd(page, form);
  await form.getByRole('button', { name: SAVE }).click();
  await refusalInView(page, form, '商户编码已存在', '商户名称');
  // A changed field makes the message stale: it goes.
  await form.getByLabel('商户编码').fill('jinlong_e2e');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a role name already in use: the refusal shows in view in the drawer', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理');
  await visiblePage(page).getByTestId('create-button').click();
  const drawer = page.locator('.ant-drawer-content:visible');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText('新增角色');
  await drawer.getByLabel('角色名称').fill('超级管理员');
  await drawer.getByLabel('角色编码').fill('e2e_refused');
  await scrollToEnd(page, drawer);
  await drawer.getByRole('button', { name: SAVE }).click();
  await refusalInView(page, drawer, '角色名称已存在', '角色名称');
});

test('a username already in use: the refusal shows in view of the save button', async ({ page }) => {
  await openFromMenu(page, '系统管理', '用户管理');
  await visiblePage(page).getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await expect(form.locator('.ant-modal-title')).toHaveText('新增用户');
  await form.getByLabel('用户名').fill('admin');
  await form.getByLabel('昵称').fill('重复用户');
  await form.getByLabel('密码').fill('Passw0rd!23');
  await form.getByLabel('角色').click();
  await pickOption(page, '超级管理员');
  await scrollToEnd(page, form);
  await form.getByRole('button', { name: SAVE }).click();
  await refusalInView(page, form, '用户名已存在', '用户名');
});
