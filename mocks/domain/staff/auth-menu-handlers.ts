// Menu items (auth.md 5.2): the whole tree, flat, with the per-type rules on save. One implementation for both trees
// (auth.md 5.1): `authMenuHandlers('system')` edits the platform tree under /api/system/authMenu, and
// `authMenuHandlers('merchant')` (mocks/merchant/handlers/auth-menu.ts) the merchant tree under /api/merchant/authMenu,
// which never takes a platform-only key (README 0.4). Both are for platform staff (type 1) only.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import type { Lang } from '@mocks/lib/i18n';
import { menuTitleText } from '@mocks/lib/menu-titles';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, text, textField } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { formatTime } from '@mocks/lib/time';
import { isPlatformOnly, MERCHANT_MENU_ID_OFFSET } from '@mocks/domain/staff/catalog';
import { changeAuth, menuListOf, menuRecords, nextIdOf, roleRecords } from '@mocks/domain/staff/auth-store';
import { checkMenu, type MenuDraft } from '@mocks/domain/staff/menu-rules';
import type { AuthSet, MenuRecord, MenuType } from '@mocks/domain/staff/auth-state';
import { authMessage } from '@mocks/domain/staff/auth-messages';

const refuse = refusalIn(authMessage);
const bit = (value: unknown): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0);

/** Roles of the tree's set holding the key: each set's roles are checked against its own tree only. */
function roleCount(set: AuthSet, permission: string): number {
  return permission ? roleRecords().filter((r) => r.set === set && r.permissions.includes(permission)).length : 0;
}

export function menuRow(set: AuthSet, { createdAt, updatedAt, ...item }: MenuRecord) {
  const roles = roleCount(set, item.permission);
  return { ...item, createTime: formatTime(createdAt), updateTime: formatTime(updatedAt), roleCount: roles };
}

function draftOf(body: Record<string, unknown>): MenuDraft {
  return {
    id: numberField(body, 'id'),
    type: (numberField(body, 'type') ?? 0) as MenuType,
    parentId: numberField(body, 'parentId') ?? 0,
    path: textField(body, 'path'),
    component: textField(body, 'component').replace(/^\/+/, ''),
    permission: textField(body, 'permission'),
    title: textField(body, 'title'),
    icon: textField(body, 'icon'),
    keepAlive: bit(body.keepAlive),
    hidden: bit(body.hidden),
    redirect: textField(body, 'redirect'),
    sort: numberField(body, 'sort') ?? 0,
  };
}

/** A search by title finds the stored title (a locale key or plain text) and its text in the caller's language. */
const titleMatches = (lang: Lang, stored: string, search: string) =>
  stored.toLowerCase().includes(search) || menuTitleText(lang, stored).toLowerCase().includes(search);

/** The calls of one set's tree; a type 2/3 caller is refused even holding the keys (a test account may). */
export function authMenuHandlers(set: AuthSet) {
  const prefix = `*/api/${set}/authMenu`;
  return [
    http.get(
      `${prefix}/list`,
      authedStaffRoute((ctx) => {
        const title = text(ctx.query, 'title')?.toLowerCase();
        const status = int(ctx.query, 'status');
        const list = menuRecords(set)
          .filter(
            (i) => (!title || titleMatches(ctx.lang, i.title, title)) && (status === undefined || i.status === status),
          )
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((i) => menuRow(set, i));
        return ctx.ok({ list, total: list.length });
      }),
    ),

    http.post(
      `${prefix}/save`,
      authedStaffRoute(async (ctx) => {
        const body = await readBody(ctx.request);
        const draft = draftOf(body);
        const items = menuRecords(set);
        const before = draft.id === undefined ? undefined : items.find((i) => i.id === draft.id);
        if (draft.id !== undefined && !before) return refuse(ctx, 'menuNotFound');
        const broken = checkMenu(draft, items);
        if (broken) return refuse(ctx, broken);
        if (set === 'merchant' && isPlatformOnly(draft.permission)) return refuse(ctx, 'platformOnlyKey');
        const saved = changeAuth(menuListOf(set), (list) => {
          const now = mockNow();
          const record: MenuRecord = {
            ...draft,
            // The merchant tree's ids start at 10000 (auth.md 5.1), the system tree's stay below.
            id: draft.id ?? nextIdOf(list, set === 'merchant' ? MERCHANT_MENU_ID_OFFSET : 0),
            status: numberField(body, 'status') === 0 ? 0 : 1,
            remark: textField(body, 'remark').slice(0, 200),
            createdAt: before?.createdAt ?? now,
            updatedAt: now,
            operator: ctx.account.username,
          };
          const at = list.findIndex((i) => i.id === record.id);
          if (at >= 0) list[at] = record;
          else list.push(record);
          return record;
        });
        return ctx.ok(menuRow(set, saved));
      }),
    ),

    http.post(
      `${prefix}/remove`,
      authedStaffRoute(async (ctx) => {
        const id = numberField(await readBody(ctx.request), 'id');
        const items = menuRecords(set);
        const item = items.find((i) => i.id === id);
        if (!item) return refuse(ctx, 'menuNotFound');
        if (items.some((i) => i.parentId === item.id)) return refuse(ctx, 'menuHasChildren');
        // Another item with the same key (a detail page and its page) keeps the roles' key meaningful.
        const keyShared = items.some((i) => i.id !== item.id && i.permission === item.permission);
        if (!keyShared && roleCount(set, item.permission) > 0) return refuse(ctx, 'menuInUse');
        changeAuth(menuListOf(set), (list) =>
          list.splice(
            list.findIndex((i) => i.id === item.id),
            1,
          ),
        );
        return ctx.ok(null);
      }),
    ),
  ];
}
