// 风控注单 end to end on the real build against the standalone server: a lower big-win multiple saved on the system
// config page gives more risk bets on the next list call (the value is put back after); the total row is the list
// answer's summary; two rows picked from the keyboard are reviewed in one call and both show the reviewer.
import { expect, test, type Locator, type Page } from './support/test';
import type { RiskBetSummary } from '@/api/control-risk';
import { login } from './support/login';
import { choosePreset, day, resourcePage, rows, search } from './game-helpers';

test.describe.configure({ mode: 'serial' });

const LIST = '/api/control/bet/list';
const REVIEW = '/api/control/bet/review';
const SAVE = /保\s*存/;

type ListAnswer = { total: number; summary: RiskBetSummary };

/** The next answer of the risk list for yesterday (a whole day of rounds, whatever the hour). */
function nextAnswer(page: Page): Promise<ListAnswer> {
  return page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === LIST && (url.searchParams.get('date') ?? '').startsWith(day(-1));
    })
    .then(async (r) => ((await r.json()) as { result: ListAnswer }).result);
}

async function openYesterday(page: Page): Promise<{ list: Locator; total: number; summary: RiskBetSummary }> {
  await page.goto('/control/bet');
  const list = resourcePage(page, 'control.bet');
  await expect(list.getByTestId('filter-search')).toBeVisible({ timeout: 30_000 });
  await choosePreset(page, list, '昨天');
  const answer = nextAnswer(page);
  await search(list);
  const { total, summary } = await answer;
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(`共 ${total} 条`, { timeout: 30_000 });
  return { list, total, summary };
}

const amount = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Sets the big-win multiple on the config page; returns the value it had. */
async function setBigWinMultiple(page: Page, value: string): Promise<string> {
  await page.goto('/system/config');
  const config = resourcePage(page, 'system.config');
  const row = rows(config).filter({ hasText: 'risk.bigWinMultiple' });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const form = page.locator('.ant-modal:visible');
  const input = form.getByLabel('参数值');
  await expect(input).not.toHaveValue('');
  const before = await input.inputValue();
  await input.fill(value);
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText(value);
  return before;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test('a lower big-win multiple on the config page gives more risk bets on the next call', async ({ page }) => {
  test.setTimeout(180_000);
  const { total: before } = await openYesterday(page);
  const old = await setBigWinMultiple(page, '5');
  try {
    // The next list call (a new page load, yesterday again) reads the new threshold.
    const { total: after } = await openYesterday(page);
    expect(after).toBeGreaterThan(before);
  } finally {
    await setBigWinMultiple(page, old);
  }
});

test("the total row is the answer's summary; two rows picked from the keyboard are reviewed in one step and both show the reviewer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { list, summary } = await openYesterday(page);
  // The server's summary of every risk bet asked for, not a sum of the page.
  const total = list.getByTestId('summary-row');
  await expect(total).toContainText(amount(summary.betAmountCny));
  await expect(total).toContainText(amount(summary.boundsAmountCny));
  const reviews: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REVIEW) reviews.push(request.postDataJSON());
  });
  // Rows nobody reviewed yet (another run on this server may have reviewed the first ones).
  const fresh = rows(list).filter({ hasText: '未审核' });
  await expect(fresh.nth(1)).toBeVisible();
  const boxes = [fresh.nth(0).getByRole('checkbox'), fresh.nth(1).getByRole('checkbox')];
  const names = await Promise.all(boxes.map((b) => b.getAttribute('aria-label')));
  const ids = names.map((n) => /^选择 (\d{15})$/.exec(n ?? '')?.[1]);
  expect(ids.every(Boolean), names.join()).toBe(true);
  const rowOf = (id: string) => list.locator('tr', { has: page.getByRole('checkbox', { name: `选择 ${id}` }) });
  for (const id of ids as string[]) {
    const box = list.getByRole('checkbox', { name: `选择 ${id}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(list.getByText('已选 2 项')).toBeVisible();

  await list.getByRole('button', { name: '标记异常' }).focus();
  await page.keyboard.press('Enter');
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('审核备注').fill('abc');
  await form.getByRole('button', { name: '标记为异常' }).click();
  await expect(form.getByText('审核备注至少 4 个字符')).toBeVisible();
  await form.getByLabel('审核备注').fill('大额赢分复核');
  await form.getByRole('button', { name: '标记为异常' }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('确定将选中的 2 笔注单标记为异常？');
  await question.getByRole('button', { name: '标记为异常' }).click();
  await expect(page.getByText('已将 2 笔注单标记为异常')).toBeVisible();
  // One call for both rows, with the remark, as abnormal.
  expect(reviews).toEqual([{ ids, remark: '大额赢分复核', reviewStatus: 2 }]);

  for (const id of ids as string[]) {
    const row = rowOf(id);
    await expect(row).toContainText('admin');
    await expect(row).toContainText('大额赢分复核');
    await expect(row.getByText('异常', { exact: true })).toBeVisible();
  }
});

test('a risk row opens its bet order detail and its player', async ({ page }) => {
  test.setTimeout(120_000);
  const { list } = await openYesterday(page);
  const row = rows(list).first();
  const round = row.getByRole('button').nth(0);
  const id = (await round.textContent())!.trim();
  expect(id).toMatch(/^\d{15}$/);
  await round.click();
  const detail = page.locator('.ant-modal:visible');
  await expect(detail.locator('.ant-modal-title')).toHaveText(`注单详情 ${id}`);
  await expect(detail.frameLocator('iframe').locator('body')).toContainText(id);
  // Escape: the dialog has the focus as soon as it shows (TabModal), not only once its opening animation has ended.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);

  const player = row.getByRole('button').nth(1);
  const playerId = (await player.textContent())!.trim();
  await player.click();
  const modal = page.locator('.ant-modal').filter({ hasText: `用户信息 ${playerId}` });
  await expect(modal.getByTestId('player-info-grid')).toBeVisible({ timeout: 30_000 });
});
