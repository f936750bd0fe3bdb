// System staff accounts (auth.md 5.4): list, save (password as at login, sessions ended on disable or reset), remove.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/lib/route';
import { formatTime } from '@mocks/lib/time';
import { decryptPassword } from '@mocks/shell/handlers/auth';
import { endSessions } from '@mocks/shell/db/sessions';
import { changeAuth, nextIdOf, roleRecords, userRecords } from '@mocks/system/db/auth-store';
import type { UserRecord } from '@mocks/system/db/auth-state';
import { authMessage } from '@mocks/system/handlers/auth-messages';
import { db } from '@mocks/lib/store';

const refuse = refusalIn(authMessage);
const USERNAME = /^[a-zA-Z0-9_]{4,20}$/;
const EMOJI = /\p{Extended_Pictographic}/u;
const ADMIN_ID = 1;

function userRow({ password: _p, createdAt, updatedAt, ...user }: UserRecord) {
  const last = db().auth.lastLogin[String(user.id)];
  return {
    ...user,
    roleName: roleRecords().find((r) => r.id === user.roleId)?.name ?? '',
    merchantTeamName: '',
    merchantName: '',
    lastLoginTime: last ? formatTime(last.at) : '',
    lastLoginIp: last?.ip ?? '',
    createTime: formatTime(createdAt),
    updateTime: formatTime(updatedAt),
  };
}

export const systemAuthUserHandlers = [
  http.get(
    '*/api/system/authUser/list',
    authedRoute((ctx) => {
      const username = text(ctx.query, 'username');
      const nickname = text(ctx.query, 'nickname');
      const roleId = int(ctx.query, 'roleId');
      const status = int(ctx.query, 'status');
      const rows = userRecords()
        .filter(
          (u) =>
            u.type === 1 &&
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
    '*/api/system/authUser/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const users = userRecords();
      const before = id === undefined ? undefined : users.find((u) => u.id === id && u.type === 1);
      if (id !== undefined && !before) return refuse(ctx, 'userNotFound');
      const username = textField(body, 'username');
      if (before && username !== before.username) return refuse(ctx, 'usernameFixed');
      if (!USERNAME.test(username)) return refuse(ctx, 'usernameInvalid');
      // One login endpoint for both sets, so a name is unique across them.
      if (users.some((u) => u.id !== id && u.username.toLowerCase() === username.toLowerCase())) {
        return refuse(ctx, 'usernameTaken');
      }
      const nickname = textField(body, 'nickname');
      if (!nickname || nickname.length > 20 || EMOJI.test(nickname)) return refuse(ctx, 'nicknameInvalid');
      const cipher = textField(body, 'password');
      const password = cipher ? decryptPassword(cipher) : '';
      if ((cipher || !before) && (password.length < 6 || password.length > 20)) return refuse(ctx, 'passwordInvalid');
      const roleId = numberField(body, 'roleId');
      if (!roleRecords().some((r) => r.id === roleId && r.set === 'system' && r.status === 1)) {
        return refuse(ctx, 'roleUnavailable');
      }
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
          type: 1,
          roleId: roleId ?? 0,
          merchantTeamId: 0,
          merchantId: 0,
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
    '*/api/system/authUser/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      const user = userRecords().find((u) => u.id === id && u.type === 1);
      if (!user) return refuse(ctx, 'userNotFound');
      if (user.id === ctx.account.id) return refuse(ctx, 'selfRefused');
      if (user.id === ADMIN_ID) return refuse(ctx, 'adminRefused');
      changeAuth('users', (list) => list.splice(list.findIndex((u) => u.id === user.id), 1));
      return ctx.ok(null);
    }),
  ),
];
