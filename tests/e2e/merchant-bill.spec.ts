// Merchant bills end to end on the real build behind the proxy (the standalone contract server): the admin generates
// last month's bills, adjusts one, confirms and pays it (each greyed action saying why), and reads the same figures on
// the merchant report's month row the bill's drill opens (reports.md A6). Each row's pay form starting from that row
// (0 on a bill with nothing due) is src/resources/merchant/merchant-bill.test.tsx.
import { expect, test, type Locator } from './support/test';
import { login } from './support/login';
import { resourcePage, rows } from './game-helpers';

const OK = /确\s*定/;

/** `YYYY-MM` of the month before the browser's (Asia/Shanghai, the console's zone) current one. */
function lastMonth(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The text of the cell under the header `title` in `row` (the header row and the body share column indexes). */
async function cellUnder(list: Locator, row: Locator, title: string): Promise<string> {
  const titles = await list.locator('.ant-table-thead th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await row.locator(':scope > td').nth(index).innerText()).trim();
}

test("generate, adjust, confirm and pay a bill; its figures are the merchant report's month row", async ({ page }) => {
  test.setTimeout(180_000);
  const month = lastMonth();
  await login(page, 'admin');
  await page.goto('/merchant/bill');
  const list = resourcePage(page, 'merchant.bill');

  await list.getByRole('button', { name: '生成账单' }).click();
  const form = page.locator('.ant-modal:visible');
  await expect(form.getByLabel('账单月份')).toHaveValue(month);
  const go = /^生\s*成$/;
  await form.getByRole('button', { name: go }).click();
  // The contract's question names the month of the form before the call; generate's answer gives its counts.
  const asked = page.getByRole('dialog', { name: `将生成/重算 ${month} 的商户账单（已确认的账单不变），确定？` });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: go }).click();
  await expect(page.getByText(/^已生成 \d+ 张账单，重算 \d+ 张$/).first()).toBeVisible({ timeout: 60_000 });
  await expect(rows(list).first()).toBeVisible({ timeout: 60_000 });

  // A bill still to confirm (a journey run before on the same server may have settled others).
  const row = rows(list).filter({ hasText: '待确认' }).first();
  const billNo = await cellUnder(list, row, '账单号');
  const bill = rows(list).filter({ hasText: billNo });
  const fee = await cellUnder(list, bill, '费用 (CNY)');
  const feeCny = Number(fee.replace(/,/g, ''));
  // Pay waits for the confirm, and says so.
  const payButton = bill.getByRole('button', { name: '结清' });
  await expect(payButton).toHaveAttribute('aria-disabled', 'true');
  await expect(payButton).toHaveAccessibleDescription('账单确认后才能结清');

  await bill.getByRole('button', { name: '调整' }).click();
  const adjust = page.locator('.ant-modal:visible');
  await adjust.getByLabel('调整金额 (CNY)').fill('88.8');
  await adjust.getByLabel('备注').fill('e2e late adjustment');
  await adjust.getByRole('button', { name: OK }).click();
  await expect(page.getByText('账单已调整', { exact: true }).first()).toBeVisible();
  const payable = (Math.round(feeCny * 100) + 8880) / 100;
  const payableText = payable.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect.poll(() => cellUnder(list, bill, '应付金额 (CNY)')).toBe(payableText);

  await bill.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('确认后账单金额不可再调整，确定确认？')).toBeVisible();
  await page.locator('.ant-popover:visible').getByRole('button', { name: OK }).click();
  await expect(page.getByText('账单已确认', { exact: true }).first()).toBeVisible();
  await expect(bill.getByRole('button', { name: '调整' })).toHaveAttribute('aria-disabled', 'true');
  await expect(bill.getByRole('button', { name: '调整' })).toHaveAccessibleDescription('账单已确认，金额不可再调整');

  await bill.getByRole('button', { name: '结清' }).click();
  const pay = page.locator('.ant-modal:visible');
  await expect(pay).toContainText('确认已收到该账单款项？');
  await expect(pay.getByLabel('收款金额 (CNY)')).toHaveValue(payableText.replace(/,/g, ''));
  await pay.getByRole('button', { name: OK }).click();
  // The status text is also a screen reader's hidden description elsewhere on the page: the one shown is the one.
  await expect(page.getByText('账单已结清', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect.poll(() => cellUnder(list, bill, '状态')).toBe('已结清');
  expect(await cellUnder(list, bill, '结清人')).toBe('admin');
  // What was paid is the amount the form started from.
  expect(await cellUnder(list, bill, '实收金额 (CNY)')).toBe(payableText);

  const figures = ['投注金额', '派彩金额', '公司输赢', '费用'];
  const billFigures = await Promise.all(figures.map((title) => cellUnder(list, bill, title)));
  await bill.getByText('商户报表', { exact: true }).click();
  await expect(page).toHaveURL(/\/report\/merchant\?drill=/);
  const report = resourcePage(page, 'report.merchant');
  const monthRow = rows(report).first();
  await expect(monthRow.locator('td').first()).toHaveText(month, { timeout: 60_000 });
  await expect(rows(report)).toHaveCount(1);
  expect(await Promise.all(figures.map((title) => cellUnder(report, monthRow, title)))).toEqual(billFigures);
  expect(await cellUnder(report, monthRow, '费用 (CNY)')).toBe(fee);
});
