// 组合报表（内存） end to end: clearing every game's counters asks the contract's question first (control.md 1.3), the
// question stays while the page refreshes itself under it, and after the OK every game's counters are empty (the
// mock shows all of today's rounds, VITE_MOCK_HORIZON=day: the reset clears those timed later today too).
import { expect, test } from './support/test';
import { login } from './support/login';

test('clearing every game asks first, then every counter is 0', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await page.goto('/control/combineReportMemory');
  const list = page.locator('[data-testid="resource-control.combineReportMemory"]:visible');
  // 命中次数 of every rendered row (the grid renders the rows in view).
  const hits = () =>
    list
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.flatMap((r) => r.querySelectorAll('[role="cell"], td')[3]?.textContent ?? []).filter(Boolean),
      );
  await expect(list.getByTestId('memory-chart')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await hits()).some((n) => n !== '0')).toBe(true);
  await list.getByRole('button', { name: '清空内存统计' }).click();
  const question = page.locator('.ant-popover').filter({ hasText: '清空内存统计后无法恢复，确定清空？' });
  await expect(question).toBeVisible();
  // The list refreshes every 5 s; the question must outlive a refresh.
  await page.waitForResponse((r) => r.url().includes('/api/control/combineReportMemory/list'));
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('内存统计已清空')).toBeVisible();
  await expect(list.getByTestId('memory-window')).not.toContainText('00:00:00 ·');
  await expect.poll(async () => new Set(await hits())).toEqual(new Set(['0']));
});
