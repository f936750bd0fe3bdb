// Bet order journeys: page size 200, order detail frames. The filters on the wire and the 7-day rule are jsdom's
// (src/resources/game/bet-order.test.tsx, src/components/inputs/date-range-picker.test.tsx).
import { expect, test } from './support/test';
import { login } from './support/login';
import { pickOption } from './support/popups';
import { listCalls, resourcePage, rows } from './game-helpers';

const LIST = '/api/game/betOrder/list';

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('page size 200 loads 200 rows in one call and stays responsive', async ({ page }) => {
  const calls = listCalls(page, LIST);
  await page.goto('/game/betOrder');
  const list = resourcePage(page, 'game.betOrder');
  await expect(rows(list)).toHaveCount(20);
  // Long tasks block input. The big page renders at low priority in slices; what is left is the commit (about
  // 0.3 s on a busy 2-core runner). The bound leaves room for a loaded CI machine, not for a frozen page.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.duration))).observe({
      type: 'longtask',
    });
  });
  await list.locator('.ant-pagination-options .ant-select').click();
  const started = Date.now();
  await pickOption(page, '200 条/页');
  // 200 rows are virtual: the body holds all 200 for assistive technology, the DOM only those in view.
  const body = list.getByTestId('virtual-body');
  await expect(body).toHaveAttribute('aria-rowcount', '200');
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(calls.at(-1)!.searchParams.get('pageSize')).toBe('200');
  expect(await rows(list).count()).toBeLessThan(60);
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
  expect(longest).toBeLessThan(2_500);
  // Keyboard: the body takes focus and End scrolls to the last row, which is rendered then.
  await body.focus();
  await page.keyboard.press('End');
  await expect(list.locator('.ant-table-row[aria-rowindex="200"]')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(list.locator('.ant-table-row[aria-rowindex="1"]')).toBeVisible();
});

test('the order id opens the detail in a modal frame, and the detail page frames it full size', async ({ page }) => {
  await page.goto('/game/betOrder');
  const list = resourcePage(page, 'game.betOrder');
  const link = rows(list).first().locator('td').first().getByRole('button');
  const id = (await link.textContent())!.trim();
  await link.click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(`注单详情 ${id}`);
  const frame = dialog.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('注单详情');
  await expect(frame.locator('body')).toContainText(id);

  await page.goto(`/game/betOrder/detail?id=${id}`);
  const full = page.frameLocator('[data-testid=bet-order-detail-page] iframe');
  await expect(full.locator('body')).toContainText(id);
});
