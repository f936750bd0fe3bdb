// The player area's pages in the browser: the list opens the detail from a player id and freezes a player with a
// reason, the look-up page shows the detail inline from ?id= (or says the player is not found).
import { expect, test } from './support/test';
import { seedPlayers } from '@mocks/domain/players/seed-players';
import { account } from './support/accounts';
import { login } from './support/login';
import { pathsOf, recordApiRequests } from './support/network';

test('the player list opens the player detail from a player id', async ({ page }) => {
  // A player of the merchant's own (the list keeps to the caller's scope), other than 880001.
  const { merchantId } = account('merchant');
  const id = String(seedPlayers().find((p) => p.merchantId === merchantId && p.id !== 880001)?.id);
  await login(page, 'merchant');
  await page.goto('/player/page');
  const list = page.getByTestId('resource-player.page');
  await list.getByLabel('平台用户ID').fill(id);
  await list.getByTestId('filter-search').click();
  await list.locator('tbody').getByRole('button', { name: id, exact: true }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: `用户信息 ${id}` });
  await expect(modal.getByTestId('player-info-grid')).toContainText(id);
  // A merchant holds no player.page actions.
  await expect(list.getByRole('button', { name: '踢下线' })).toHaveCount(0);
});

test('the player look-up shows the detail inline for ?id=', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/player/info?id=880001');
  const lookup = page.getByTestId('player-info-page');
  await expect(lookup.getByText('用户信息 880001')).toBeVisible();
  await expect(lookup.getByTestId('player-info-grid')).toContainText('880001');
  await lookup.getByTestId('player-lookup').fill('880003');
  await lookup.getByTestId('player-lookup').press('Enter');
  await expect(lookup.getByText('用户信息 880003')).toBeVisible();
  await expect(lookup.getByTestId('player-info-grid')).toContainText('880003');
});

test('the player look-up says an unknown id is not found: no tabs, no error modal', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/player/info?id=999999');
  const lookup = page.getByTestId('player-info-page');
  await expect(lookup.getByTestId('player-not-found')).toContainText('找不到玩家 999999');
  await expect(lookup.getByRole('tab')).toHaveCount(0);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await lookup.getByTestId('player-lookup').fill('880003');
  await lookup.getByTestId('player-lookup').press('Enter');
  await expect(lookup.getByTestId('player-info-grid')).toContainText('880003');
  await expect(lookup.getByTestId('player-not-found')).toHaveCount(0);
});

test('freezing asks for a reason (4-200 characters), refuses a short one, and the detail shows it as 冻结原因', async ({
  page,
}) => {
  const active = seedPlayers().find((p) => p.state === 1 && p.id !== 880001)!;
  const id = String(active.id);
  const reason = '涉嫌刷水套利，冻结待查';
  const requests = recordApiRequests(page);
  await login(page, 'admin');
  await page.goto('/player/page');
  const list = page.getByTestId('resource-player.page');
  await list.getByLabel('平台用户ID').fill(id);
  await list.getByTestId('filter-search').click();
  const row = list
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: id, exact: true }) });
  await row.getByRole('button', { name: '冻结', exact: true }).click();

  const dialog = page.locator('.ant-modal').filter({ hasText: `冻结玩家 ${id}` });
  await expect(dialog.getByText(`确定冻结玩家 ${id}？冻结后玩家无法进入游戏`)).toBeVisible();
  const field = dialog.getByLabel('冻结原因');
  await field.fill('  abc  ');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('冻结原因至少 4 个字符')).toBeVisible();
  expect(pathsOf(requests)).not.toContain('/api/player/update');

  await field.fill(reason);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`玩家 ${id} 已冻结`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: '解冻', exact: true })).toBeVisible();

  await row.getByRole('button', { name: id, exact: true }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: `用户信息 ${id}` });
  await expect(modal.getByTestId('info-state')).toHaveText('冻结');
  await expect(modal.getByTestId('info-reason')).toHaveText(reason);
});
