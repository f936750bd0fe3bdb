// 组合测试 end to end on the real build against the standalone server: a run started from the form shows its
// progress and finishes by itself (the list polls while it runs), and its detail has no partial label; another run
// stopped while running keeps its partial results, labelled as such in its detail. Each run is found by a spins
// figure of its own, so the journey holds whatever ran before it on the server.
import { expect, test, type Locator, type Page } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { resourcePage } from './game-helpers';

test.describe.configure({ mode: 'serial' });

const GAME = 'Lucky Neko';
const RUN = /^运\s*行\s*测\s*试$/;
const OK = /确\s*定/;

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

test('a run stopped while running keeps its partial results, labelled in its detail', async ({ page }) => {
  const list = resourcePage(page, 'control.combineTest');
  // A run is over 2 s after it starts: if it finished before the stop got in, start another (at most three tries).
  let stopped: string | undefined;
  for (const spins of [23_456, 23_457, 23_458]) {
    await startRun(page, list, spins);
    const label = spins.toLocaleString('en-US');
    const row = runRow(list, label);
    const stop = row.getByRole('button', { name: /停\s*止/ });
    try {
      await stop.click({ timeout: 2_000 });
      const confirm = page.locator('.ant-popover:visible', { hasText: '停止后保留已模拟的结果，确定停止？' });
      await confirm.getByRole('button', { name: OK }).click({ timeout: 2_000 });
    } catch {
      continue;
    }
    const ended = page.getByRole('dialog', { name: /^测试 #\d+ 已经结束$/ });
    await expect(page.getByText('测试已停止').or(ended)).toBeVisible();
    if (await ended.isVisible()) {
      // It finished before the stop got in (a slow machine): the console shows the finished run's results instead of
      // the server's refusal; close them, try again.
      await ended.getByRole('button', { name: OK }).click();
      await expect(ended).toHaveCount(0);
      continue;
    }
    stopped = label;
    break;
  }
  expect(stopped, 'one of three runs was stopped before it finished').toBeDefined();
  const row = runRow(list, stopped!);
  await expect(row.getByText('已停止', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /删\s*除/ })).not.toHaveAttribute('aria-disabled', 'true');

  await row.getByRole('button', { name: /详\s*情/ }).click();
  const detail = page.getByTestId('combine-test-detail');
  await expect(detail.getByTestId('partial-results')).toContainText(
    new RegExp(`已停止：以下为停止前模拟的 [\\d,]+ / ${stopped} 次（\\d+%）的部分结果`),
  );
  // The partial figures add up: the hit counts' total is the spins done before the stop.
  const done = (await detail.getByTestId('partial-results').textContent())?.match(/模拟的 ([\d,]+) \//)?.[1];
  await expect(detail.getByRole('table', { name: '各组合命中明细' }).locator('.ant-table-summary')).toContainText(
    done ?? '?',
  );
});
