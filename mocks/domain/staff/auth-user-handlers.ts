// Accounts (auth.md 5.4): list, save (password as at login, sessions ended on disable or reset), remove. One
// implementation for both sets (auth.md 5.1): `authUserHandlers(rules)` takes what a set adds, the system rules here
// (type 1 staff) and the merchant ones (types 2 and 3, bound to a team or a merchant, mocks/merchant/handlers/
// auth-user.ts). Shared: usernames are unique across both sets (one login), the role must be an enabled role of the
// set that fits the account, and a type 2/3 caller gives an account only a role whose keys it holds itself.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn, type Outcome, type Refusal } from '@mocks/lib/outcome';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { type authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { db } from '@mocks/domain/store';
import { formatTime } from '@mocks/lib/time';
import { roleOf } from '@mocks/domain/staff/accounts';
import { endSessions } from '@mocks/domain/staff/sessions';
import { decryptPassword } from '@mocks/lib/aes-key';
import { changeAuth, effectiveKeys, nextIdOf, roleRecords, userRecords } from '@mocks/domain/staff/auth-store';
import type { AuthSet, RoleRecord, UserRecord } from '@mocks/domain/staff/auth-state';
import { authMessage, type AuthMsgKey } from '@mocks/domain/staff/auth-messages';

const refuse = refusalIn(authMessage);
const USERNAME = /^[a-zA-Z0-9_]{4,20}$/;
const EMOJI = /\p{Extended_Pictographic}/u;
const ADMIN_ID = 1;

/** Who an account is and what it is bound to (its data scope, README 0.4). */
export type UserBinding = Pick<UserRecord, 'type' | 'merchantTeamId' | 'merchantId'>;

/** What a set adds to the shared account calls. */
export type UserSetRules = {
  set: AuthSet;
  /** The routes' guard: platform staff only (system), or any caller holding the keys (merchant, inside its scope). */
  route: typeof authedRoute;
  /** Whether the account belongs to the set and the caller may see it: the set's filters and the caller's scope. */
  listed: (ctx: AuthedCtx, user: UserRecord) => boolean;
  /** Whether the caller may save or remove this account (it belongs to the set, inside the caller's scope). */
  editable: (ctx: AuthedCtx, user: UserRecord) => boolean;
  /** The binding a save asks for, checked against the caller's scope. */
  bindingOf: (ctx: AuthedCtx, body: Record<string, unknown>) => Outcome<UserBinding, AuthMsgKey>;
  /** Why an enabled role of the set does not fit the account (merchant: its user type, its owner); undefined: it fits. */
  roleMisfit: (role: RoleRecord, binding: UserBinding) => Refusal<AuthMsgKey> | undefined;
  /** The refusal when the role is not an enabled role of the set. */
  roleRefusal: AuthMsgKey;
  /** The team and merchant names a row shows. */
  names: (user: UserBinding) => { merchantTeamId: number; merchantTeamName: string; merchantName: string };
};

export function authUserHandlers(rules: UserSetRules) {
  const { set, route } = rules;
  const prefix = `*/api/${set}/authUser`;

  const userRow = ({ password: _p, createdAt, updatedAt, ...user }: UserRecord) => {
    const last = db().auth.lastLogin[String(user.id)];
    return {
      ...user,
      roleName: roleRecords().find((r) => r.id === user.roleId)?.name ?? '',
      ...rules.names(user),
      lastLoginTime: last ? formatTime(last.at) : '',
      lastLoginIp: last?.ip ?? '',
      createTime: formatTime(createdAt),
      updateTime: formatTime(updatedAt),
    };
  };

  /** The caller's keys must cover the role's (a role it does not hold in full would raise another account over it). */
  const mayAssign = (ctx: AuthedCtx, role: RoleRecord) => {
    if (ctx.account.type === 1) return true;
    const held = new Set(roleOf(ctx.account).permissions);
    return effectiveKeys(role.permissions, role.status === 1, set).every((k) => held.has(k));
  };

  return [
    http.get(
      `${prefix}/list`,
      route((ctx) => {
        const username = text(ctx.query, 'username');
        const nickname = text(ctx.query, 'nickname');
        const roleId = int(ctx.query, 'roleId');
        const status = int(ctx.query, 'status');
        const rows = userRecords()
          .filter(
            (u) =>
              rules.listed(ctx, u) &&
              (!username || u.username.includes(username)) &&
              (!nickname || u.nickname.includes(nickname)) &&
              (roleId === undefined || u.roleId === roleId) &&
              (status === undefined || u.status === status),
          )
          .map(userRow);
        return ctx.ok(paginate(rows, ctx.query));
      }),
    ),

    http.post(
      `${prefix}/save`,
      route(async (ctx) => {
        const body = await readBody(ctx.request);
        const id = numberField(body, 'id');
        const users = userRecords();
        const before = id === undefined ? undefined : users.find((u) => u.id === id && rules.editable(ctx, u));
        if (id !== undefined && !before) return refuse(ctx, 'userNotFound');
        const username = textField(body, 'username');
        if (before && username !== before.username) return refuse(ctx, 'usernameFixed');
        // Checked when it is chosen: a seeded name shorter than the rule (`ops`) stays editable.
        if (!before && !USERNAME.test(username)) return refuse(ctx, 'usernameInvalid');
        // One login endpoint for both sets, so a name is unique across them.
        if (users.some((u) => u.id !== id && u.username.toLowerCase() === username.toLowerCase())) {
          return refuse(ctx, 'usernameTaken');
        }
        const nickname = textField(body, 'nickname');
        if (!nickname || nickname.length > 20 || EMOJI.test(nickname)) return refuse(ctx, 'nicknameInvalid');
        const cipher = textField(body, 'password');
        const password = cipher ? decryptPassword(cipher) : '';
        if ((cipher || !before) && (password.length < 6 || password.length > 20)) return refuse(ctx, 'passwordInvalid');
        const binding = rules.bindingOf(ctx, body);
        if (!binding.ok) return refuse(ctx, binding.key);
        const roleId = numberField(body, 'roleId');
        const role = roleRecords().find((r) => r.id === roleId && r.set === set && r.status === 1);
        if (!role) return refuse(ctx, rules.roleRefusal);
        const misfit = rules.roleMisfit(role, binding.value);
        if (misfit) return refuse(ctx, misfit.key, misfit.values);
        if (role.id !== before?.roleId && !mayAssign(ctx, role)) return refuse(ctx, 'keyNotHeld');
        const status = numberField(body, 'status') === 0 ? 0 : 1;
        if (before && status === 0 && before.id === ctx.account.id) return refuse(ctx, 'selfRefused');
        if (before && status === 0 && before.id === ADMIN_ID) return refuse(ctx, 'adminRefused');
        const remark = textField(body, 'remark');
        if (remark.length > 200) return refuse(ctx, 'remarkTooLong');
        const saved = changeAuth('users', (list) => {
          const now = mockNow();
          const record: UserRecord = {
            id: id ?? nextIdOf(list),
            username,
            password: password || before?.password || '',
            nickname,
            ...binding.value,
            roleId: role.id,
            status,
            remark,
            createdAt: before?.createdAt ?? now,
            updatedAt: now,
            operator: ctx.account.username,
          };
          const at = list.findIndex((u) => u.id === record.id);
          if (at >= 0) list[at] = record;
          else list.push(record);
          return record;
        });
        if (before && status === 0 && before.status === 1) endSessions(saved.id, 'disabled');
        else if (before && password && password !== before.password && saved.id !== ctx.account.id) {
          endSessions(saved.id, 'passwordReset');
        }
        return ctx.ok(userRow(saved));
      }),
    ),

    http.post(
      `${prefix}/remove`,
      route(async (ctx) => {
        const id = numberField(await readBody(ctx.request), 'id');
        const user = userRecords().find((u) => u.id === id && rules.editable(ctx, u));
        if (!user) return refuse(ctx, 'userNotFound');
        if (user.id === ctx.account.id) return refuse(ctx, 'selfRefused');
        if (user.id === ADMIN_ID) return refuse(ctx, 'adminRefused');
        changeAuth('users', (list) =>
          list.splice(
            list.findIndex((u) => u.id === user.id),
            1,
          ),
        );
        return ctx.ok(null);
      }),
    ),
  ];
}
