// Several calls failing with 4001 at once end the session once: one 警告提示 modal, one redirect.
import { expect, test } from './support/test';
import { login, submitLogin } from './support/login';
import { sideMenu } from './support/menu';

const BOOT_CALLS = ['/api/common/userInfo', '/api/user/userMenu'];

test('a dead token during boot gives one warning and a way back to the page', async ({ page, context, baseURL }) => {
  await login(page, 'admin');
  await context.addCookies([{ name: 'token', value: 'bogus-token', url: baseURL! }]);
  expect((await context.cookies()).filter((c) => c.name === 'token').map((c) => c.value)).toEqual(['bogus-token']);

  const boot = BOOT_CALLS.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path));
  await page.goto('/player/page');
  for (const response of await Promise.all(boot)) expect((await response.json()).state).toBe(4001);

  await expect(page).toHaveURL(`${baseURL}/user/login?redirect=%2Fplayer%2Fpage`);
  // Once the login page has rendered, a second modal from the other failed call would be on screen too.
  await expect(page.getByTestId('login-submit')).toBeVisible();
  const modals = page.locator('.ant-modal-confirm');
  await expect(modals).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(modals.locator('.ant-modal-confirm-title')).toHaveText('警告提示');

  await modals.getByRole('button').click();
  await expect(modals).toHaveCount(0);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(`${baseURL}/player/page`);
  await expect(sideMenu(page)).toBeVisible();
});
