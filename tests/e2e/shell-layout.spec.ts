// Layout: the clock ticks, the theme is kept per browser, and below 768 px the menu is a drawer.
import { expect, test } from './support/test';
import { login } from './support/login';

test('the header clock ticks every second in UTC+8', async ({ page }) => {
  await login(page, 'admin');
  const clock = page.getByTestId('header-clock');
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}UTC\+8$/);
  const first = await clock.innerText();
  await expect(clock).not.toHaveText(first, { timeout: 3000 });
});

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
