// The interface language drives the login form, the menu and the lang header, and survives a reload.
import { expect, test, type Page } from './support/test';
import { permissionsOf } from './support/accounts';
import { submitLogin } from './support/login';
import { expectedMenu, groupTitles } from './support/menu';
import { pathsOf, recordApiRequests } from './support/network';
import { pickMenuItem } from './support/popups';

async function switchLanguage(page: Page, label: string) {
  await page.getByTestId('language-switch').click();
  await pickMenuItem(page, label, { exact: true });
}

test('switching language changes texts and the lang header, and is remembered', async ({ page }) => {
  const english = expectedMenu(permissionsOf('admin'), 'en-US').map((g) => g.title);
  const portuguese = expectedMenu(permissionsOf('admin'), 'pt-BR').map((g) => g.title);
  expect(english).toEqual(expect.arrayContaining(['Games', 'Players']));
  expect(portuguese).toEqual(expect.arrayContaining(['Jogos', 'Jogadores']));
  const api = recordApiRequests(page);

  await page.goto('/user/login');
  await switchLanguage(page, 'English');
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  const inEnglish = api.length;
  await submitLogin(page, 'admin');
  await expect(groupTitles(page)).toHaveText(english);
  const englishCalls = api.slice(inEnglish);
  expect(pathsOf(englishCalls)).toEqual(
    expect.arrayContaining(['/api/user/login', '/api/common/userInfo', '/api/user/userMenu']),
  );
  expect(englishCalls.map((r) => r.headers()['lang'])).toEqual(englishCalls.map(() => 'en-US'));

  await switchLanguage(page, 'Português (Brasil)');
  await expect(groupTitles(page)).toHaveText(portuguese);
  const since = api.length;
  // Signing out and in again makes calls from the running app in the new language, before any reload.
  await page.getByTestId('user-menu').click();
  await pickMenuItem(page, 'Sair');
  await expect(page.getByTestId('login-submit')).toHaveText('Entrar');
  await submitLogin(page, 'admin');
  await expect(groupTitles(page)).toHaveText(portuguese);
  await page.reload();
  await expect(groupTitles(page)).toHaveText(portuguese);
  await expect(page.getByTestId('language-switch')).toHaveText('Português (Brasil)');

  const later = api.slice(since);
  expect(pathsOf(later)).toEqual(
    expect.arrayContaining(['/api/auth/logout', '/api/user/login', '/api/common/userInfo', '/api/user/userMenu']),
  );
  expect(later.map((r) => r.headers()['lang'])).toEqual(later.map(() => 'pt-BR'));
});
