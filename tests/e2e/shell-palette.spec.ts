// The command palette (Ctrl/Cmd+K). What a role without a page sees is tested in jsdom and once here in the browser:
// the menu in role-menus.spec.ts, 403 with no tab in src/app/workspace/workspace.test.tsx, the palette's pages in
// src/app/palette/palette-actions.test.ts and, through a real sign-in, in system-auth.spec.ts.
import { expect, test } from './support/test';
import { resourcePage, rows } from './game-helpers';
import { login } from './support/login';
import { groupTitles } from './support/menu';
import { expectActiveTab, openPalette } from './support/shell';

test('Ctrl+K, part of a page title, Enter: the page opens in a tab', async ({ page }) => {
  await login(page, 'admin');
  const search = await openPalette(page);
  await search.fill('游戏列');
  await expect(page.getByTestId('palette-item').first()).toContainText('游戏列表');
  await expect(page.getByTestId('palette-item').first()).toContainText('游戏管理 / 游戏列表');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\/index/);
  await expectActiveTab(page, '游戏列表');
  await expect(page.getByTestId('palette-search')).toBeHidden();

  // Actions: switch the language from the palette.
  const again = await openPalette(page);
  await again.fill('切换语言');
  // The group's entry comes first: Enter opens it, and its children are listed.
  await expect(page.getByTestId('palette-item').first()).toHaveText('切换语言');
  await page.keyboard.press('Enter');
  await page.getByTestId('palette-item').filter({ hasText: 'English' }).click();
  await expect(groupTitles(page).first()).toHaveText('Games');
});

test('the header search button loads and opens the palette; Ctrl+K then closes and reopens it', async ({ page }) => {
  await login(page, 'admin');
  await page.getByTestId('palette-button').click();
  const search = page.getByTestId('palette-search');
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  // Loaded now: kbar's own shortcut answers, once per press.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(search).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(search).toBeHidden();
});

// A barcode scanner or paste-by-typing sends keys with no gap between them, the first ones while the palette's code
// is still loading: every key must reach the input, and Enter must act on all of them.
test('an id typed in a burst, right after Ctrl+K, reaches the palette whole and Enter opens that player', async ({
  page,
}) => {
  await login(page, 'admin');
  const search = page.getByTestId('palette-search');
  const player = (id: string) => page.locator('.ant-modal').filter({ hasText: `用户信息 ${id}` });

  // Not loaded yet: the shortcut loads it, and the keys come before it is there.
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('880010', { delay: 0 });
  await expect(search).toHaveValue('880010');
  await page.keyboard.press('Enter');
  await expect(player('880010')).toBeVisible();
  await expect(search).toBeHidden();
  await player('880010').locator('.ant-modal-close').click();
  await expect(player('880010')).toBeHidden();

  // Loaded: the shortcut, the burst and Enter with no pause at all.
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('880027', { delay: 0 });
  await page.keyboard.press('Enter');
  await expect(player('880027')).toBeVisible();
  await player('880027').locator('.ant-modal-close').click();

  // A scanner on a fresh page (the palette not loaded): shortcut, digits and Enter before the palette exists.
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('880031', { delay: 0 });
  await page.keyboard.press('Enter');
  await expect(player('880031')).toBeVisible();
  await expect(search).toBeHidden();
});

// On the dev server the palette's code and texts load on the first press: that press must still open it.
test('the first Ctrl+K after signing in opens the palette', async ({ page }) => {
  await login(page, 'admin');
  await page.keyboard.press('ControlOrMeta+k');
  const search = page.getByTestId('palette-search');
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.type('玩家列');
  await expect(page.getByTestId('palette-item').first()).toContainText('玩家列表');
});

// A player id is a number (6 digits in the mock), a bet order id 17 digits (docs/adding-a-resource.md, "Entities").
test('a 17-digit bet order id lists "open bet order" first, and Enter opens that order', async ({ page }) => {
  // The dev server transforms the bet order list's modules on first use.
  if (process.env.E2E_DEV_SERVER) test.slow();
  await login(page, 'admin');
  await page.goto('/game/betOrder');
  const list = resourcePage(page, 'game.betOrder');
  const id = (await rows(list).first().locator('td').first().getByRole('button').textContent())!.trim();
  expect(id).toMatch(/^\d{17}$/);

  const search = await openPalette(page);
  await search.fill(id);
  const items = page.getByTestId('palette-item');
  await expect(items.first()).toHaveText(`打开注单 ${id} 的详情`);
  // A player's id never has 17 digits: no "open player" with it.
  await expect(items.filter({ hasText: `打开玩家 ${id}` })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/game/betOrder/detail\\?id=${id}`));
  await expect(page.frameLocator('[data-testid=bet-order-detail-page] iframe').locator('body')).toContainText(id);

  // Asked for a player's id, the order's is refused with why, and the dialog stays for another.
  const again = await openPalette(page);
  await again.fill('打开玩家详情');
  await page.keyboard.press('Enter');
  // The palette's results keep kbar's window Enter listener until its fade-out ends: an Enter typed into the dialog
  // before then ran the palette's entry again, and a second dialog opened over the first (two id inputs). A person
  // types the id after the palette has gone; so does the journey.
  await expect(page.getByTestId('palette-search')).toHaveCount(0);
  const input = page.getByTestId('palette-id-input');
  await expect(input).toHaveCount(1);
  await input.fill(id);
  await input.press('Enter');
  await expect(page.locator('.ant-message')).toContainText('玩家ID为1至15位数字');
  await expect(input).toBeVisible();
  await input.fill('880010');
  await input.press('Enter');
  await expect(page.locator('.ant-modal').filter({ hasText: '用户信息 880010' })).toBeVisible();
});
