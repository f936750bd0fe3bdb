// Login, logout, the current user and the menu.
import { http } from 'msw';
import { mockAesKey } from '@mocks/lib/aes-key';
import { sessionFail } from '@mocks/lib/envelope';
import { menuForRole } from '@mocks/lib/menu-filter';
import { textField } from '@mocks/lib/params';
import { authedRoute, openRoute, readBody } from '@mocks/lib/route';
import { findAccount, roleOf } from '@mocks/shell/db/accounts';
import { MENU_ITEMS } from '@mocks/shell/db/catalog';
import { closeSession, openSession, userInfoOf } from '@mocks/shell/db/sessions';
import { STATE, type LoginResult } from '@/api/common';
import { decryptText } from '@/lib/password-cipher';

function decryptPassword(cipherHex: string): string {
  try {
    return /^[0-9a-f]+$/i.test(cipherHex) ? decryptText(cipherHex, mockAesKey()) : '';
  } catch {
    // Not our cipher text (wrong key, a plain password): treat as a wrong password.
    return '';
  }
}

export const authHandlers = [
  http.post(
    '*/api/user/login',
    openRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const account = findAccount(textField(body, 'username'));
      if (!account || decryptPassword(textField(body, 'password')) !== account.password) {
        return ctx.fail('invalidCredentials');
      }
      if (account.disabled) return sessionFail(STATE.userDisabled, ctx.msg('accountDisabled'));
      const result: LoginResult = { token: openSession(account), userInfo: userInfoOf(account) };
      return ctx.ok(result);
    }),
  ),

  http.post(
    '*/api/auth/logout',
    authedRoute((ctx) => {
      closeSession(ctx.token);
      return ctx.ok(null);
    }),
  ),

  http.get(
    '*/api/common/userInfo',
    authedRoute((ctx) => ctx.ok({ userInfo: userInfoOf(ctx.account) })),
  ),

  // The menu filtered by the role on the server (auth.md 5.1); the console filters again, which changes nothing.
  http.get(
    '*/api/user/userMenu',
    authedRoute((ctx) => ctx.ok(menuForRole(MENU_ITEMS, roleOf(ctx.account).permissions))),
  ),
];
