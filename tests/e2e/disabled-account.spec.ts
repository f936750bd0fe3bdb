import { expect, test } from '@playwright/test';
import { message } from '@mocks/lib/i18n';
import { submitLogin } from './support/login';

test('a disabled account sees the 4004 message and stays on the login page', async ({ page, context }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'disabled');
  await expect(page.getByTestId('login-error')).toContainText(message('zh-CN', 'accountDisabled'));
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
});
