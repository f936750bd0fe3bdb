import { expect, type Page } from '@playwright/test';
import { account, type DemoUser } from './accounts';

// The form's labels in every interface language, so the helpers work whatever language is active.
const USERNAME_LABEL = /^(用户名|Username|Usuário)$/;
const PASSWORD_LABEL = /^(密码|Password|Senha)$/;

/** Fills and submits the login form on the current page; waits for nothing. */
export async function submitLogin(page: Page, username: DemoUser) {
  await page.getByLabel(USERNAME_LABEL).fill(username);
  await page.getByLabel(PASSWORD_LABEL).fill(account(username).password);
  await page.getByTestId('login-submit').click();
}

/** Opens the login page (optionally with a redirect target), signs in and waits for the console shell. */
export async function login(page: Page, username: DemoUser, loginUrl = '/user/login') {
  await page.goto(loginUrl);
  await submitLogin(page, username);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** As `login`, at any window width: below 768 px the side menu is a closed drawer, so the header tells instead. */
export async function loginAnyWidth(page: Page, username: DemoUser) {
  await page.goto('/user/login');
  await submitLogin(page, username);
  await expect(page.getByTestId('menu-toggle')).toBeVisible();
}

/** Signs in as admin at 1280 x 800 with the interface in `lang` (the width the label and column journeys check). */
export async function loginAt1280(page: Page, lang: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await login(page, 'admin');
}
