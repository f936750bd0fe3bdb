// 组合测试 end to end on the real build against the standalone server: a run started from the form shows its
// progress and finishes by itself (the list polls while it runs), and its detail has no partial label. The run is found
// by a spins figure of its own, so the journey holds whatever ran before it on the server. A run stopped while
// running (its row, its partial results and their count) is src/resources/control/combine-test.test.tsx, where the
// clock can stand still.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { resourcePage } from './game-helpers';

test.describe.configure({ mode: 'serial' });

const GAME = 'Lucky Neko';
const RUN = /^运\s*行\s*测\s*试$/;

/** Starts a run of `spins` spins from the toolbar's form (game chosen, the other fields at their defaults but spins). */
async function startRun(page: Page, list: Locator, spins: number) {
  await expect(list.getByRole('button', { name: RUN })).toBeEnabled({ timeout: 30_000 });
  await list.getByRole('button', { name: RUN }).click();
  const form = page.locator('.ant-modal:visible');
  await expect(form.getByLabel('模拟次数')).toHaveValue('100000');
  await expect(form.getByLabel('单次投注')).toHaveValue(/^1(\.00)?$/);
  await form.getByLabel('游戏', { exact: true }).click();
  await pickOption(page, GAME);
  await form.getByLabel('模拟次数').fill(String(spins));
  await form.getByRole('button', { name: /^运\s*行$/ }).click();
  await expect(page.getByText('测试已开始')).toBeVisible();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
}

const runRow = (list: Locator, spins: string) =>
  list.locator('.ant-table-tbody .ant-table-row', { hasText: spins }).first();

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  await page.goto('/control/combineTest');
});

test('a run shows its progress and finishes by itself; its detail compares each pool with its share', async ({
  page,
}) => {
  const list = resourcePage(page, 'control.combineTest');
  await startRun(page, list, 12_345);
  const row = runRow(list, '12,345');
  await expect(row.getByRole('progressbar')).toBeVisible();
  // Nobody reloads: the list polls while the run is running, and shows it finished with every spin done.
  await expect(row.getByText('已完成', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('12,345');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await row.getByRole('button', { name: /详\s*情/ }).click();
  const detail = page.getByTestId('combine-test-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('partial-results')).toHaveCount(0);
  await expect(detail).toContainText('12,345 / 12,345');
  const table = detail.getByRole('table', { name: '各组合命中明细' });
  await expect(table.locator('.ant-table-row')).toHaveCount(6);
  await expect(table).toContainText('不中奖');
  await expect(detail.getByRole('img', { name: '各组合命中率与期望占比' })).toBeVisible();
});
