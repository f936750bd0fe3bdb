// The login page's redirect query never leaves the origin, and the /user routes land where they should.
import { expect, test } from './support/test';
import { login } from './support/login';

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
  test(`redirect=${target} lands on /home of this origin`, async ({ page, baseURL }) => {
    const offsite: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.includes('evil')) offsite.push(r.url());
    });
    await login(page, 'admin', `/user/login?redirect=${target}`);
    await expect(page).toHaveURL(`${baseURL}/home`);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    expect(offsite).toEqual([]);
  });
}

test('a signed-in user opening /user/login goes to /home', async ({ page, baseURL }) => {
  await login(page, 'merchant');
  await page.goto('/user/login');
  await expect(page).toHaveURL(`${baseURL}/home`);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('/user goes to /user/login', async ({ page, baseURL }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(`${baseURL}/user/login`);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});
