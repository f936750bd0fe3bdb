// A disabled account (state 4004 at login) gets the spec's 警告提示 modal (section 8), in the interface's language,
// and stays on the login page without a token.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { message } from '@mocks/lib/i18n';
import { submitLogin } from './support/login';

const LANGS = ['zh-CN', 'en-US', 'pt-BR'] as const;
const warningTitle = (lang: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../public/locales/${lang}/common.json`, import.meta.url), 'utf8')) as {
      http: { warningTitle: string };
    }
  ).http.warningTitle;

for (const lang of LANGS) {
  test(`a disabled account gets the warning modal with the 4004 message and stays on the login page (${lang})`, async ({
    page,
    context,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
    await page.goto('/user/login');
    await submitLogin(page, 'disabled');
    const modal = page.locator('.ant-modal-confirm').filter({ hasText: warningTitle(lang) });
    await expect(modal).toContainText(message(lang, 'accountDisabled'));
    // The modal says it; the form does not repeat it.
    await expect(page.getByTestId('login-error')).toHaveCount(0);
    await modal.getByRole('button').click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  });
}
