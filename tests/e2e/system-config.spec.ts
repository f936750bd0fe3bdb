// System settings: run now and the job's run log, a job created now without runs from before it, and a JSON parameter
// refused before anything is sent. The cron grammar in the job form is src/resources/system/settings-pages.test.tsx.
import { expect, test, type Locator, type Page } from './support/test';
import { seedConfig } from '@mocks/domain/settings/config';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { recordApiRequests, pathsOf } from './support/network';

const SAVE = /保\s*存/;
const resourcePage = (page: Page, name: string) => page.locator(`[data-testid="resource-${name}"]:visible`);
const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('run now adds a manual row to the job’s run log', async ({ page }) => {
  await page.goto('/system/crontab');
  const list = resourcePage(page, 'system.crontab');
  const row = rows(list).filter({ hasText: '组合库存补充' });
  await row.getByRole('button', { name: '执行一次' }).click();
  await expect(page.getByText('立即执行一次任务「组合库存补充」？')).toBeVisible();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('已执行，结果见执行日志')).toBeVisible();

  await row.getByRole('button', { name: '执行日志' }).click();
  const drawer = page.getByTestId('sub-list-runLog');
  await expect(drawer).toContainText('执行日志：组合库存补充');
  // A paused job has no scheduled runs: the manual run is the only row today.
  const runs = rows(drawer);
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText('手动执行');
  await expect(runs.first()).toContainText('执行成功');
  await expect(runs.first()).toContainText('admin');
});

test('a job created now has no runs from before it: no last run, an empty run log', async ({ page }) => {
  await page.goto('/system/crontab');
  const list = resourcePage(page, 'system.crontab');
  await expect(rows(list)).toHaveCount(10);
  await list.getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('任务名称').fill('新建任务');
  await form.getByLabel('任务分组').click();
  await pickOption(page, '报表');
  await form.getByLabel('调用目标').fill('reportTask.retention');
  // Hourly, half an hour from now's minute: 168 runs in a week before the job existed, none during the test.
  const minute = (new Date().getMinutes() + 30) % 60;
  await form.getByLabel('cron表达式').fill(`${minute} * * * *`);
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form).toBeHidden();

  const row = rows(list).filter({ hasText: '新建任务' });
  await expect(row).toContainText(`${minute} * * * *`);
  const headers = await list.locator('.ant-table-thead th').allInnerTexts();
  const lastRun = row.locator('td').nth(headers.findIndex((h) => h.trim() === '上次执行时间'));
  // The time and the result under it, both empty.
  await expect(lastRun).toHaveText(/^(--)+$/);

  const log = page.waitForResponse((r) => r.url().includes('/api/system/crontab/log'));
  await row.getByRole('button', { name: '执行日志' }).click();
  expect(((await (await log).json()) as { result: { total: number } }).result.total).toBe(0);
  const drawer = page.getByTestId('sub-list-runLog');
  await expect(drawer).toContainText('执行日志：新建任务');
  await expect(drawer.locator('.ant-table-placeholder')).toBeVisible();
  await expect(rows(drawer)).toHaveCount(0);
});

test('a JSON parameter with a syntax error is refused before anything is sent', async ({ page }) => {
  await page.goto('/system/config');
  const list = resourcePage(page, 'system.config');
  // The seeded keys, one page of them.
  await expect(rows(list)).toHaveCount(seedConfig().length);
  await list.getByTestId('create-button').click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('名称').fill('返奖档位');
  await form.getByLabel('参数键').fill('reward.tiers');
  await form.getByLabel('JSON').check();
  const value = form.getByLabel('参数值');
  await value.fill('{"tiers": [1, 2,]}');
  const calls = recordApiRequests(page);
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form.getByText(/参数值不是有效的 JSON：第 1 行/)).toBeVisible();
  expect(pathsOf(calls)).not.toContain('/api/system/config/save');

  await value.fill('{"tiers": [1, 2, 5]}');
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form).toBeHidden();
  expect(pathsOf(calls).filter((p) => p === '/api/system/config/save')).toHaveLength(1);
  const created = rows(list).filter({ hasText: 'reward.tiers' });
  await expect(created).toContainText('{"tiers":[1,2,5]}');
  // A user-defined key can be removed; built-in keys offer no delete.
  await expect(created.getByRole('button', { name: '删除' })).toBeVisible();
  await expect(rows(list).filter({ hasText: 'site.name' }).getByRole('button', { name: '删除' })).toHaveCount(0);
});
