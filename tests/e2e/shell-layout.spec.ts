// Layout: the theme is kept per browser and its primary colour reaches links, and below 768 px the menu is a drawer.
// The header clock (UTC+8, ticking) is src/app/layout/header-clock.test.tsx's.
import { expect, test } from './support/test';
import { login } from './support/login';

test('dark theme and compact mode are applied and kept after a reload', async ({ page }) => {
  await login(page, 'admin');
  const layout = page.locator('.ant-layout').first();
  const light = await layout.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByTestId('theme-settings').click();
  await page.getByTestId('theme-panel').getByText('深色').click();
  await expect.poll(() => layout.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
  const dark = await layout.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect.poll(() => layout.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(dark);
});

// The primary colour reaches everything coloured, not only antd's primary buttons: the filter panel's collapse toggle
// (an antd link button) and the kit's player-id links (plain buttons coloured from the theme's tokens), as text in the
// shade of that colour that reads at 4.5:1 (primaryShades in src/app/theme/theme-config.ts: #409EFF -> #006CDC,
// #EB2F96 -> #D0147B; antd alone would colour the links #1677ff).
const ONLY_880001 = '/player/page?filters[0][field]=playerId&filters[0][operator]=eq&filters[0][value]=880001';
const DEFAULT_PRIMARY_TEXT = 'rgb(0, 108, 220)';
const MAGENTA_TEXT = 'rgb(208, 20, 123)';

test('the filter toggle and the player id links follow the primary colour the user picks', async ({ page }) => {
  await login(page, 'admin');
  await page.goto(ONLY_880001);
  const list = page.getByTestId('resource-player.page');
  const idLink = list.locator('button', { has: page.locator('span', { hasText: /^880001$/ }) });
  const toggle = list.getByTestId('filter-panel').getByRole('button', { name: /收\s*起/ });
  await expect(idLink).toHaveCSS('color', DEFAULT_PRIMARY_TEXT);
  await expect(toggle).toHaveCSS('color', DEFAULT_PRIMARY_TEXT);
  await page.getByTestId('theme-settings').click();
  await page.getByTestId('theme-panel').getByRole('radio', { name: '#EB2F96' }).click();
  await expect(toggle).toHaveCSS('color', MAGENTA_TEXT);
  await expect(idLink).toHaveCSS('color', MAGENTA_TEXT);
});

test('below 768 px the side menu is a drawer opened from the header', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer.getByTestId('side-menu')).toBeVisible();
  await drawer.getByText('游戏管理').click();
  await drawer.getByText('游戏分类').click();
  await expect(page).toHaveURL(/\/game\/classify/);
  await expect(page.getByTestId('side-menu')).toBeHidden();
});
