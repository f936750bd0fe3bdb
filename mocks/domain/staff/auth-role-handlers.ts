// Roles (auth.md 5.3): list with user counts, the permission tree, save with key normalisation, remove. One
// implementation for both sets (auth.md 5.1): `authRoleHandlers(rules)` takes what a set adds, the system rules here
// and the merchant ones (owner scope, mocks/merchant/handlers/auth-role.ts). What both share lives here: keys are
// checked against the set's own tree, and a type 2/3 caller grants only keys it holds and sees only those in the tree.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { refusalIn, type Outcome } from '@mocks/lib/outcome';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { type authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { roleOf } from '@mocks/domain/staff/accounts';
import {
  changeAuth,
  enabledMenus,
  menuRecords,
  nextIdOf,
  roleRecords,
  userRecords,
} from '@mocks/domain/staff/auth-store';
import type { AuthSet, RoleRecord } from '@mocks/domain/staff/auth-state';
import { heldItems, normaliseKeys, treeOrder } from '@mocks/domain/staff/role-keys';
import { authMessage, type AuthMsgKey } from '@mocks/domain/staff/auth-messages';

const refuse = refusalIn(authMessage);
const CODE = /^[a-z][a-z0-9_]{1,29}$/;

export type RoleOwner = Pick<RoleRecord, 'userType' | 'merchantTeamId' | 'merchantId'>;

/** What a set adds to the shared role calls. */
export type RoleSetRules = {
  set: AuthSet;
  /** The routes' guard: platform staff only (system), or any caller holding the keys (merchant, inside its scope). */
  route: typeof authedRoute;
  /** Whether the list shows the role to the caller: the set's own filters and the caller's scope. */
  listed: (ctx: AuthedCtx, role: RoleRecord) => boolean;
  /** Why the caller may not save or remove this role (a template, outside its scope); undefined when it may. */
  locked: (ctx: AuthedCtx, role: RoleRecord) => AuthMsgKey | undefined;
  /** The owner a save asks for, checked against the caller's scope. */
  ownerOf: (ctx: AuthedCtx, body: Record<string, unknown>) => Outcome<RoleOwner, AuthMsgKey>;
  /** The fields the set's rows add (merchant: user type, owner ids and names). */
  rowExtra: (role: RoleRecord) => Record<string, unknown>;
};

const rolesOf = (set: AuthSet) => roleRecords().filter((r) => r.set === set);
const userCount = (roleId: number) => userRecords().filter((u) => u.roleId === roleId).length;

/** Names are unique within the owner: a team, a merchant, or the shared templates (owner 0). */
const ownerKey = (o: Pick<RoleOwner, 'merchantTeamId' | 'merchantId'>) =>
  o.merchantId ? `m${o.merchantId}` : `t${o.merchantTeamId}`;

export function authRoleHandlers(rules: RoleSetRules) {
  const { set, route } = rules;
  const prefix = `*/api/${set}/authRole`;
  const roleRow = ({
    set: _s,
    userType: _t,
    merchantTeamId: _g,
    merchantId: _m,
    createdAt,
    updatedAt,
    ...rest
  }: RoleRecord) => ({
    ...rest,
    userCount: userCount(rest.id),
    createTime: formatTime(createdAt),
    updateTime: formatTime(updatedAt),
  });
  const row = (role: RoleRecord) => ({ ...roleRow(role), ...rules.rowExtra(role) });

  return [
    http.get(
      `${prefix}/list`,
      route((ctx) => {
        const name = text(ctx.query, 'name');
        const status = int(ctx.query, 'status');
        const rows = rolesOf(set)
          .filter(
            (r) =>
              rules.listed(ctx, r) && (!name || r.name.includes(name)) && (status === undefined || r.status === status),
          )
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map(row);
        return ctx.ok(paginate(rows, ctx.query));
      }),
    ),

    http.get(
      `${prefix}/permissionTree`,
      route((ctx) => {
        const tree = treeOrder(enabledMenus(menuRecords(set)));
        const shown = ctx.account.type === 1 ? tree : heldItems(tree, new Set(roleOf(ctx.account).permissions));
        return ctx.ok({
          list: shown.map(({ id, parentId, type, title, permission }) => ({ id, parentId, type, title, permission })),
        });
      }),
    ),

    http.post(
      `${prefix}/save`,
      route(async (ctx) => {
        const body = await readBody(ctx.request);
        const id = numberField(body, 'id');
        const name = textField(body, 'name');
        const code = textField(body, 'code');
        const before = id === undefined ? undefined : rolesOf(set).find((r) => r.id === id);
        if (id !== undefined && !before) return refuse(ctx, 'roleNotFound');
        const lock = before && rules.locked(ctx, before);
        if (lock) return refuse(ctx, lock);
        if (!name || name.length > 30) return refuse(ctx, 'roleNameInvalid');
        const owner = rules.ownerOf(ctx, body);
        if (!owner.ok) return refuse(ctx, owner.key);
        const scope = ownerKey(owner.value);
        if (rolesOf(set).some((r) => r.id !== id && ownerKey(r) === scope && r.name === name)) {
          return refuse(ctx, 'roleNameTaken');
        }
        if (before && code !== before.code) return refuse(ctx, 'roleCodeFixed');
        if (!CODE.test(code)) return refuse(ctx, 'roleCodeInvalid');
        if (rolesOf(set).some((r) => r.id !== id && r.code === code)) return refuse(ctx, 'roleCodeTaken');
        const raw = Array.isArray(body.permissions) ? body.permissions.map(String) : [];
        const permissions = normaliseKeys(raw, set);
        if (!permissions) return refuse(ctx, 'unknownPermission');
        // A type 2/3 caller grants only keys it holds; keys the role had already may stay (they are not granted now).
        if (ctx.account.type !== 1) {
          const held = new Set(roleOf(ctx.account).permissions);
          if (permissions.some((k) => !held.has(k) && !before?.permissions.includes(k)))
            return refuse(ctx, 'keyNotHeld');
        }
        const moved =
          before &&
          (before.userType !== owner.value.userType ||
            before.merchantTeamId !== owner.value.merchantTeamId ||
            before.merchantId !== owner.value.merchantId);
        if (moved && userCount(before.id) > 0) return refuse(ctx, 'roleOwnerFixed');
        const sort = numberField(body, 'sort') ?? 0;
        const saved = changeAuth('roles', (list) => {
          const now = mockNow();
          const record: RoleRecord = {
            id: id ?? nextIdOf(list),
            set,
            ...owner.value,
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
        return ctx.ok(row(saved));
      }),
    ),

    http.post(
      `${prefix}/remove`,
      route(async (ctx) => {
        const id = numberField(await readBody(ctx.request), 'id');
        const role = rolesOf(set).find((r) => r.id === id);
        if (!role) return refuse(ctx, 'roleNotFound');
        const lock = rules.locked(ctx, role);
        if (lock) return refuse(ctx, lock);
        if (role.builtIn) return refuse(ctx, 'roleBuiltIn');
        if (userCount(role.id) > 0) return refuse(ctx, 'roleInUse');
        changeAuth('roles', (list) =>
          list.splice(
            list.findIndex((r) => r.id === role.id),
            1,
          ),
        );
        return ctx.ok(null);
      }),
    ),
  ];
}
