// Teams and merchants end to end (issue 25): the admin creates a team and a merchant in it; the merchant's key is shown
// once (copied, then nowhere on the page once the dialog is closed, only masked in the list); and without signing in
// again the new merchant is offered by the player list's and the bet order list's merchant filters. Its first fee terms,
// set on the create form, are in force from this month on 商户费率.
// Runs on the mock-off build against the standalone server (the "real" project), like server-rules.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { fillMerchantCreate } from './support/merchant-form';
import { pickOption } from './support/popups';
import { openFromMenu } from './support/shell';

const SAVE = /保\s*存/;
const stamp = String(Date.now() % 1_000_000);
const TEAM = `E2E团队${stamp}`;
const MERCHANT = `E2E商户${stamp}`;
const CODE = `e2e_${stamp}`;

function resource(page: Page, name: string): Locator {
  return page.locator(`[data-testid="resource-${name}"]:visible`);
}

async function saved(page: Page, form: Locator) {
  await form.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
}

/** The merchant filter of a list offers the new merchant. */
async function offersMerchant(page: Page, list: Locator) {
  await list.getByLabel('商户', { exact: true }).click();
  await page.keyboard.type(MERCHANT);
  await pickOption(page, MERCHANT);
  await expect(list.locator('.ant-select-selection-item', { hasText: MERCHANT })).toBeVisible();
}

test('the admin creates a team and a merchant; the key is shown once; the merchant is in the order filters', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin');

  await openFromMenu(page, '商户管理', '商户团队');
  await resource(page, 'merchant.team').getByTestId('create-button').click();
  const teamForm = page.locator('.ant-modal:visible');
  await teamForm.getByLabel('团队名称').fill(TEAM);
  await teamForm.getByLabel('联系方式').fill('tg @e2e');
  await saved(page, teamForm);
  await expect(resource(page, 'merchant.team').locator('tr', { hasText: TEAM })).toBeVisible();

  // Through the menu, not a reload: the team form's save loaded the look-ups again.
  await openFromMenu(page, '商户管理', '商户列表');
  await resource(page, 'merchant.index').getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await fillMerchantCreate(page, form, { name: MERCHANT, code: CODE, team: TEAM });
  await form.getByLabel('IP白名单').fill('203.0.113.7\n\n198.51.100.8');
  // Its first fee terms (merchant.md 2.1): revenue share by default.
  await expect(form.getByRole('radio', { name: '收入分成' })).toBeChecked();
  await form.getByRole('button', { name: SAVE }).click();

  const dialog = page.locator('.ant-modal:visible', { hasText: '商户密钥（仅显示一次）' });
  await expect(dialog.getByText('商户密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存。')).toBeVisible();
  const key = await dialog.getByLabel('商户密钥', { exact: true }).inputValue();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  await dialog.getByRole('button', { name: '复制商户密钥' }).click();
  await expect(dialog.getByRole('status')).toHaveText('商户密钥已复制到剪贴板');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: '我已保存' }).click();
  await expect(dialog).toBeHidden();

  // Nowhere on the page once closed: not in the text, not in an input; the list shows it masked.
  const row = resource(page, 'merchant.index').locator('tr', { hasText: CODE });
  await expect(row).toContainText(`${key.slice(0, 4)}****${key.slice(-4)}`);
  await expect(row).toContainText(TEAM);
  expect(await page.locator('body').innerText()).not.toContain(key);
  const values = await page
    .locator('input, textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  expect(values).not.toContain(key);
  expect(await page.content()).not.toContain(key);

  // In force from the month of creation: 商户费率 shows them as the terms in force, not 未设置.
  await openFromMenu(page, '商户管理', '商户费率');
  const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  const terms = resource(page, 'merchant.rate').locator('tr', { hasText: MERCHANT });
  await expect(terms).toContainText('收入分成', { timeout: 30_000 });
  await expect(terms).toContainText('9.50%');
  await expect(terms).toContainText(`${now} 起`);
  await expect(terms).not.toContainText('未设置');

  await openFromMenu(page, '玩家管理', '玩家列表');
  await offersMerchant(page, resource(page, 'player.page'));
  await openFromMenu(page, '游戏管理', '注单列表');
  await offersMerchant(page, resource(page, 'game.betOrder'));
});
