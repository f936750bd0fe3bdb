// Login, logout, the current user and the menu.
import { http } from 'msw';
import { decryptPassword } from '@mocks/lib/aes-key';
import { mockNow } from '@mocks/lib/clock';
import { sessionFail } from '@mocks/lib/envelope';
import { menuForRole } from '@mocks/lib/menu-filter';
import { textField } from '@mocks/lib/params';
import { authedRoute, openRoute, readBody } from '@mocks/domain/route';
import { findAccount, roleOf } from '@mocks/domain/staff/accounts';
import { closeSession, openSession, userInfoOf } from '@mocks/domain/staff/sessions';
import { enabledMenus, menuRecords, noteLogin } from '@mocks/domain/staff/auth-store';
import { setOfUserType, type AuthSet, type MenuRecord } from '@mocks/domain/staff/auth-state';
import { STATE, type LoginResult, type MenuItem } from '@/api/common';

/** The login password's cipher text decrypted; also the auth user form's (auth.md 5.4). */
// The wire MenuItem of an enabled group or page of the set's tree; actions and the admin fields stay on the server
// (auth.md 5.2).
function userMenuItems(set: AuthSet): MenuItem[] {
  return enabledMenus(menuRecords(set))
    .filter((i) => i.type !== 3)
    .map(
      ({
        type: _t,
        status: _s,
        remark: _r,
        createdAt: _c,
        updatedAt: _u,
        operator: _o,
        redirect,
        ...item
      }: MenuRecord) => (redirect ? { ...item, redirect } : item),
    );
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
      noteLogin(
        account.id,
        ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
        mockNow(),
      );
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

  // The menu filtered by the role on the server (auth.md 5.1): the system tree for platform staff, the merchant tree
  // for types 2 and 3. The console filters again, which changes nothing.
  http.get(
    '*/api/user/userMenu',
    authedRoute((ctx) =>
      ctx.ok(menuForRole(userMenuItems(setOfUserType(ctx.account.type)), roleOf(ctx.account).permissions)),
    ),
  ),
];
