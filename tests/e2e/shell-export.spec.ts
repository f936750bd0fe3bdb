// The export drawer against the mock: a finished task downloads, a running one cannot be deleted.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { login } from './support/login';

const LEADING_COLUMNS = {
  'bet-orders': 'id,pid,playerId',
  'player-list': 'id,playerName,nickName',
  'balance-log': 'refId,playerId,currencyCode,transType',
  'wallet-transfers': 'refId,playerId,currencyCode,tradeType',
  'report-game-day': 'date,gameId,gameName',
  'report-merchant-month': 'month,merchantTeamName,merchantName',
  'online-players': 'playerId,playerName,merchantName',
} as const;

// The seeded tasks as the world starts: two unseen, one still running.
test.use({ freshWorld: true });

test('downloads a finished task and refuses to delete a running one', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByTestId('export-badge')).toContainText('2');
  await page.getByTestId('export-button').click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer).toBeVisible();
  // 1280 px wide screen: the 550 px drawer (read while it may still slide in: its transform leaves float noise).
  expect((await drawer.boundingBox())?.width).toBeCloseTo(550, 0);
  await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(20);

  const running = drawer.locator('tr.export-task-status-1').first();
  await expect(running.getByRole('button', { name: /删除/ })).toBeDisabled();
  await expect(running.getByRole('button', { name: /下载/ })).toBeDisabled();

  const finished = drawer.locator('tr.export-task-status-2').first();
  const fileName = (await finished.locator('td').nth(1).innerText()).trim();
  const download = page.waitForEvent('download');
  await finished.getByRole('button', { name: /下载/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const csv = await readFile((await file.path())!, 'utf8');
  // The file holds what its name says (mocks/shell/tests/export-files.test.ts checks every kind in full).
  const kind = fileName.replace(/-\d{8}-\d{6}\.csv$/, '') as keyof typeof LEADING_COLUMNS;
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(new RegExp(`^${LEADING_COLUMNS[kind]},`));

  // Seen tasks clear the badge.
  await expect(page.getByTestId('export-badge')).not.toContainText('2');
});
