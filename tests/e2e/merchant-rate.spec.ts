// 商户费率 end to end on the real build against the standalone server: the admin sets new terms for a merchant; the
// form names the month they start and works the fee on last month; the list shows them pending beside the terms in
// force, and the history drawer lists both.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';

const MERCHANT = 'Pacific Spins';

/** `YYYY-MM` of the month after the current one in UTC+8 (the console's zone, the server's clock). */
function nextMonth(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

function merchantRow(page: Page): Locator {
  return page.locator('[data-testid="resource-merchant.rate"]:visible tr', { hasText: MERCHANT });
}

test('the admin sets new terms: named month, pending beside the terms in force, in the history', async ({ page }) => {
  test.setTimeout(120_000);
  const next = nextMonth();
  await login(page, 'admin');
  await page.goto('/merchant/rate');
  const row = merchantRow(page);
  await expect(row.getByText('收入分成', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('2025-01 起')).toBeVisible();

  await row.getByRole('button', { name: '设置新费率' }).click();
  const form = page.locator('.ant-modal:visible');
  await expect(form.locator('.ant-modal-title')).toHaveText(`设置新费率：${MERCHANT}`);
  // The form starts from the terms in force and works the fee on last month's figures.
  await expect(form.getByRole('radio', { name: '收入分成' })).toBeChecked();
  await expect(form.getByLabel('费率 (%)')).not.toHaveValue('');
  const example = form.getByTestId('fee-example');
  await expect(example).toContainText('收入分成：每月费用 = max(0, 当月公司输赢) × 费率');
  await expect(example).toContainText(/上月（\d{4}-\d{2}）(公司输赢|无投注)/, { timeout: 30_000 });

  await form.getByRole('radio', { name: '投注额分成' }).check();
  await form.getByLabel('费率 (%)').fill('0.75');
  await expect(example).toContainText(/上月（\d{4}-\d{2}）(投注金额 [\d,.]+ CNY × 0\.75% = [\d,.]+ CNY|无投注)/);
  await form.getByLabel('备注').fill('按新合同调整');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  // The confirm after OK names the month the terms start.
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(`新费率将于 ${next} 起生效，确定？`);
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`新费率已保存，将于 ${next} 起生效`)).toBeVisible();
  // The form and the question both close.
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);

  // Pending terms beside the terms in force.
  await expect(row.getByText(`${next} 起生效`)).toBeVisible();
  await expect(row.getByText('投注额分成', { exact: true })).toBeVisible();
  await expect(row.getByText('0.75%')).toBeVisible();
  await expect(row.getByText('收入分成', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: '费率历史' }).click();
  const drawer = page.getByTestId('sub-list-history');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`费率历史：${MERCHANT}`);
  const months = drawer.locator('tbody tr.ant-table-row td:first-child');
  await expect(months).toHaveText([next, '2025-01']);
  await expect(drawer.locator('tbody tr.ant-table-row').first()).toContainText('按新合同调整');
});
