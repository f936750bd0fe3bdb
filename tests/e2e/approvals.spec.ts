// Four-eyes approvals end to end (operations.md 7.1, 7.2), in two browsers: `ops` asks for a balance change over the
// seeded 10,000 CNY rule, `checker` decides it, and the player's history names both. The dialog's hint and answer,
// the drawer's buttons and reasons and the rules table are screen tests (src/resources/system/approval-*.test.tsx,
// src/resources/player/detail/balance-approval.test.tsx); this is what needs two live sessions on one server.
import { expect, test, type Locator, type Page } from './support/test';
import { axeProblems } from './support/axe';
import { search } from './game-helpers';
import { login } from './support/login';
import { pickOption } from './support/popups';

const PLAYER = '880001';
const AMOUNT = 20000;

async function openPlayer(page: Page): Promise<Locator> {
  const viewer = page.getByTestId('player-viewer');
  await viewer.fill(PLAYER);
  await viewer.press('Enter');
  const modal = page.locator('.ant-modal').filter({ hasText: `用户信息 ${PLAYER}` });
  await expect(modal.getByTestId('player-info-grid')).toBeVisible();
  return modal;
}

const amountOf = async (modal: Locator) =>
  Number((await modal.getByTestId('info-balance').innerText()).replace(/,/g, ''));

async function askForBalance(page: Page): Promise<{ id: string; before: number }> {
  const modal = await openPlayer(page);
  const before = await amountOf(modal);
  await modal.getByTestId('modify-balance').click();
  const form = page.getByTestId('balance-dialog');
  await form.getByLabel('调整金额').fill(String(AMOUNT));
  await expect(page.getByTestId('approval-hint')).toContainText('此修改需要审批');
  await form.getByLabel('验证码').fill('123456');
  await form.getByLabel('原因').fill('四眼复核旅程');
  await page
    .locator('.ant-modal')
    .filter({ has: form })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const submitted = page.getByTestId('approval-submitted');
  await expect(submitted).toContainText(/已提交审批，编号 #\d+/);
  const id = /#(\d+)/.exec(await submitted.innerText())![1]!;
  await page.getByRole('button', { name: /知\s*道\s*了/ }).click();
  // Nothing applied: the balance is as it was, and the player shows the request.
  await expect(modal.getByTestId('pending-approval')).toContainText(`#${id} 修改玩家余额：由 ops 于`);
  expect(await amountOf(modal)).toBe(before);
  return { id, before };
}

/** The drawer of request `id`, opened from the approvals page's list. */
async function openRequest(page: Page, id: string): Promise<Locator> {
  await page.getByRole('link', { name: `打开审批 #${id}` }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: `审批 #${id}` });
  await expect(drawer.getByTestId('approval-changes')).toBeVisible();
  return drawer;
}

test('ops asks for 20,000 CNY, checker approves it in another browser, and the player history names both', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sessions, three decisions and the history: longer than one journey's 30 s on a busy machine.
  test.slow();
  await login(page, 'ops');
  const { id, before } = await askForBalance(page);

  // The maker's own request: no approve or reject, and the reason says so.
  await page.goto(`/system/approval?id=${id}`);
  const own = page.locator('.ant-drawer-content').filter({ hasText: `审批 #${id}` });
  await expect(own).toContainText('这是您提交的申请，不能由您本人审批。');
  await expect(own.getByRole('button', { name: /^通\s*过$/ })).toHaveCount(0);
  expect(await axeProblems(page, 'own request drawer', own)).toEqual([]);

  const checkerContext = await browser.newContext({ baseURL });
  const checker = await checkerContext.newPage();
  await login(checker, 'checker');
  const count = checker.getByTestId('approval-count');
  await expect(count).toHaveAccessibleName(/待审批：\d+/);
  const waiting = Number(/(\d+)/.exec((await count.getAttribute('aria-label')) ?? '')![1]);
  expect(waiting).toBeGreaterThanOrEqual(4); // the three seeded requests and this one
  await count.click();
  const drawer = await openRequest(checker, id);
  const changes = drawer.getByTestId('approval-changes');
  const balance = changes.locator('tr').filter({ hasText: '余额' });
  await expect(balance).toContainText(String(before));
  await expect(balance).toContainText(String(Math.round((before + AMOUNT) * 100) / 100));
  await expect(drawer.getByTestId('approval-facts')).toContainText('四眼复核旅程');
  expect(await axeProblems(checker, 'request drawer', drawer)).toEqual([]);
  await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(checker.getByText(`审批 #${id} 已通过`)).toBeVisible();
  await expect(count).toHaveAccessibleName(`待审批：${waiting - 1}`);

  // A rejection needs its remark, and the request then shows it.
  await checker.keyboard.press('Escape');
  const seeded = checker.getByRole('link', { name: /^打开审批 #\d+$/ }).first();
  const other = /#(\d+)/.exec((await seeded.getAttribute('aria-label')) ?? '')![1]!;
  const rejected = await openRequest(checker, other);
  await rejected.getByLabel('审批意见').fill('金额不符');
  await rejected.getByRole('button', { name: /^驳\s*回$/ }).click();
  await expect(checker.getByText(`审批 #${other} 已驳回`)).toBeVisible();
  await expect(rejected.getByTestId('approval-facts')).toContainText('金额不符');
  // The decided request in the other two languages, opened by its link.
  for (const [lang, title, why] of [
    ['en-US', `Request #${other}`, 'This request has been dealt with and can no longer be decided'],
    ['pt-BR', `Solicitação nº ${other}`, 'Esta solicitação já foi tratada e não pode mais ser decidida'],
  ] as const) {
    await checker.evaluate((code) => localStorage.setItem('lang', code), lang);
    await checker.goto(`/system/approval?id=${other}`);
    const decided = checker.locator('.ant-drawer-content').filter({ hasText: title });
    await expect(decided.getByTestId('decision-reason')).toHaveText(why);
    await expect(decided.getByTestId('approval-facts')).toContainText('金额不符');
  }
  await checkerContext.close();

  // Back with the maker: the balance moved once, by the amount, and the ledger has the one row.
  await page.goto('/player/page');
  const modal = await openPlayer(page);
  await expect(modal.getByTestId('pending-approval')).toHaveCount(0);
  expect(await amountOf(modal)).toBe(before + AMOUNT);
  await modal.getByRole('tab', { name: '余额账变' }).click();
  const ledger = modal.getByTestId('player-tab-balanceLog');
  // Only the console's adjustments: under the whole-day horizon, today's generated rows can fill the first page.
  await ledger.getByLabel('交易类型').click();
  await pickOption(page, '后台调整');
  await search(ledger);
  await expect(ledger.locator('tbody tr.ant-table-row').filter({ hasText: '20,000.00' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The player's history: the change applied as ops with the checker, the decision and the request.
  const list = page.getByTestId('resource-player.page');
  const row = list.locator('tr').filter({ has: page.getByRole('button', { name: PLAYER, exact: true }) });
  await row.getByRole('button', { name: '变更历史' }).click();
  const history = page.locator('.ant-drawer-content').filter({ hasText: '变更历史' });
  // Newest first, the record's own rows (not the before/after tables inside them): nothing else touched the player
  // since the request, so its three rows come first.
  const entries = history.locator('.ant-table-tbody').first().locator(':scope > tr.ant-table-row');
  await expect(entries.nth(2)).toContainText(String(id));
  const [decision, applied, request] = await Promise.all([0, 1, 2].map((n) => entries.nth(n).innerText()));
  expect(decision).toMatch(/checker[\s\S]*审批中心[\s\S]*通过/);
  expect(applied).toMatch(/ops[\s\S]*调整余额[\s\S]*钱包余额/);
  expect(applied).toContain('checker');
  expect(request).toMatch(/ops[\s\S]*调整余额/);
  for (const row of [decision, applied, request]) expect(row).toContain(String(id));
  expect(await axeProblems(page, 'history drawer', history)).toEqual([]);
});
