// System roles (auth.md 5.3): list with user counts, the permission tree, save with key normalisation, remove.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/lib/route';
import { formatTime } from '@mocks/lib/time';
import { changeAuth, enabledMenus, nextIdOf, roleRecords, userRecords } from '@mocks/system/db/auth-store';
import type { MenuRecord, RoleRecord } from '@mocks/system/db/auth-state';
import { authMessage } from '@mocks/system/handlers/auth-messages';

const refuse = refusalIn(authMessage);
const CODE = /^[a-z][a-z0-9_]{1,29}$/;

const systemRoles = () => roleRecords().filter((r) => r.set === 'system');

function roleRow({ set: _set, createdAt, updatedAt, ...role }: RoleRecord) {
  return {
    ...role,
    userCount: userRecords().filter((u) => u.roleId === role.id).length,
    createTime: formatTime(createdAt),
    updateTime: formatTime(updatedAt),
  };
}

/** The enabled items in tree order (parents before children, siblings by sort). */
function treeOrder(items: readonly MenuRecord[]): MenuRecord[] {
  const below = new Map<number, MenuRecord[]>();
  for (const item of items) below.set(item.parentId, [...(below.get(item.parentId) ?? []), item]);
  const ids = new Set(items.map((i) => i.id));
  const out: MenuRecord[] = [];
  const walk = (list: readonly MenuRecord[]) =>
    [...list].sort((a, b) => a.sort - b.sort || a.id - b.id).forEach((i) => (out.push(i), walk(below.get(i.id) ?? [])));
  walk(items.filter((i) => !ids.has(i.parentId)));
  return out;
}

/**
 * The keys a role stores: every key must be an enabled item's; an action key brings its page's key; duplicates
 * go and the tree's order holds (auth.md 5.3). Undefined when a key is unknown.
 */
export function normaliseKeys(keys: readonly string[]): string[] | undefined {
  const items = treeOrder(enabledMenus());
  const byKey = new Map(items.filter((i) => i.permission).map((i) => [i.permission, i]));
  const wanted = new Set<string>();
  for (const key of keys.filter(Boolean)) {
    const item = byKey.get(key);
    if (!item) return undefined;
    wanted.add(key);
    const parent = item.type === 3 ? items.find((i) => i.id === item.parentId) : undefined;
    if (parent?.permission) wanted.add(parent.permission);
  }
  return [...new Set(items.map((i) => i.permission).filter((k) => wanted.has(k)))];
}

export const systemAuthRoleHandlers = [
  http.get(
    '*/api/system/authRole/list',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'name');
      const status = int(ctx.query, 'status');
      const rows = systemRoles()
        .filter((r) => (!name || r.name.includes(name)) && (status === undefined || r.status === status))
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(roleRow);
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),

  http.get(
    '*/api/system/authRole/permissionTree',
    authedRoute((ctx) =>
      ctx.ok({
        list: treeOrder(enabledMenus()).map(({ id, parentId, type, title, permission }) => ({
          id,
          parentId,
          type,
          title,
          permission,
        })),
      }),
    ),
  ),

  http.post(
    '*/api/system/authRole/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const id = numberField(body, 'id');
      const name = textField(body, 'name');
      const code = textField(body, 'code');
      const roles = roleRecords();
      const before = id === undefined ? undefined : systemRoles().find((r) => r.id === id);
      if (id !== undefined && !before) return refuse(ctx, 'roleNotFound');
      if (!name || name.length > 30) return refuse(ctx, 'roleNameInvalid');
      if (systemRoles().some((r) => r.id !== id && r.name === name)) return refuse(ctx, 'roleNameTaken');
      if (before && code !== before.code) return refuse(ctx, 'roleCodeFixed');
      if (!CODE.test(code)) return refuse(ctx, 'roleCodeInvalid');
      if (roles.some((r) => r.id !== id && r.set === 'system' && r.code === code)) return refuse(ctx, 'roleCodeTaken');
      const raw = Array.isArray(body.permissions) ? body.permissions.map(String) : [];
      const permissions = normaliseKeys(raw);
      if (!permissions) return refuse(ctx, 'unknownPermission');
      const sort = numberField(body, 'sort') ?? 0;
      const saved = changeAuth('roles', (list) => {
        const now = mockNow();
        const record: RoleRecord = {
          id: id ?? nextIdOf(list),
          set: 'system',
          userType: 1,
          merchantTeamId: 0,
          merchantId: 0,
          name,
          code,
          sort: Math.min(9999, Math.max(0, Math.round(sort))),
          // The super admin stays on: switching it off would lock every administrator out.
          status: before?.builtIn || numberField(body, 'status') !== 0 ? 1 : 0,
          builtIn: before?.builtIn ?? 0,
          permissions,
          remark: textField(body, 'remark').slice(0, 200),
          createdAt: before?.createdAt ?? now,
          updatedAt: now,
          operator: ctx.account.username,
        };
        const at = list.findIndex((r) => r.id === record.id);
        if (at >= 0) list[at] = record;
        else list.push(record);
        return record;
      });
      return ctx.ok(roleRow(saved));
    }),
  ),

  http.post(
    '*/api/system/authRole/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      const role = systemRoles().find((r) => r.id === id);
      if (!role) return refuse(ctx, 'roleNotFound');
      if (role.builtIn) return refuse(ctx, 'roleBuiltIn');
      if (userRecords().some((u) => u.roleId === role.id)) return refuse(ctx, 'roleInUse');
      changeAuth('roles', (list) => list.splice(list.findIndex((r) => r.id === role.id), 1));
      return ctx.ok(null);
    }),
  ),
];
