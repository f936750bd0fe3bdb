// The login page's redirect query never leaves the origin, in a real browser (which reads /\ as //, another host).
// Each refused target (https://, //, /\, javascript:...) is src/lib/safe-redirect.test.ts's; the /user routes and a
// signed-in user on the login page are tests/app-routing.test.tsx's.
import { expect, test } from './support/test';
import { login } from './support/login';

test('redirect=/\\evil.example lands on /home of this origin', async ({ page, baseURL }) => {
  const offsite: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.includes('evil')) offsite.push(r.url());
  });
  await login(page, 'admin', '/user/login?redirect=/\\evil.example');
  await expect(page).toHaveURL(`${baseURL}/home`);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  expect(offsite).toEqual([]);
});
