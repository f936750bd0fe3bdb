// System menu items (auth.md 5.2): the whole tree, flat, with the per-type rules on save.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import type { Lang } from '@mocks/lib/i18n';
import { menuTitleText } from '@mocks/lib/menu-titles';
import { refusalIn } from '@mocks/lib/outcome';
import { int, numberField, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody } from '@mocks/lib/route';
import { formatTime } from '@mocks/lib/time';
import { changeAuth, menuRecords, nextIdOf, roleRecords } from '@mocks/system/db/auth-store';
import { checkMenu, type MenuDraft } from '@mocks/system/db/menu-rules';
import type { MenuRecord, MenuType } from '@mocks/system/db/auth-state';
import { authMessage } from '@mocks/system/handlers/auth-messages';

const refuse = refusalIn(authMessage);
const bit = (value: unknown): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0);

function roleCount(permission: string): number {
  return permission ? roleRecords().filter((r) => r.permissions.includes(permission)).length : 0;
}

export function menuRow({ createdAt, updatedAt, ...item }: MenuRecord) {
  return { ...item, createTime: formatTime(createdAt), updateTime: formatTime(updatedAt), roleCount: roleCount(item.permission) };
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

export const systemAuthMenuHandlers = [
  http.get(
    '*/api/system/authMenu/list',
    authedRoute((ctx) => {
      const title = text(ctx.query, 'title')?.toLowerCase();
      const status = int(ctx.query, 'status');
      const list = menuRecords()
        .filter((i) => (!title || titleMatches(ctx.lang, i.title, title)) && (status === undefined || i.status === status))
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(menuRow);
      return ctx.ok({ list, total: list.length });
    }),
  ),

  http.post(
    '*/api/system/authMenu/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const draft = draftOf(body);
      const items = menuRecords();
      const before = draft.id === undefined ? undefined : items.find((i) => i.id === draft.id);
      if (draft.id !== undefined && !before) return refuse(ctx, 'menuNotFound');
      const broken = checkMenu(draft, items);
      if (broken) return refuse(ctx, broken);
      const saved = changeAuth('menus', (list) => {
        const now = mockNow();
        const record: MenuRecord = {
          ...draft,
          id: draft.id ?? nextIdOf(list),
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
      return ctx.ok(menuRow(saved));
    }),
  ),

  http.post(
    '*/api/system/authMenu/remove',
    authedRoute(async (ctx) => {
      const id = numberField(await readBody(ctx.request), 'id');
      const items = menuRecords();
      const item = items.find((i) => i.id === id);
      if (!item) return refuse(ctx, 'menuNotFound');
      if (items.some((i) => i.parentId === item.id)) return refuse(ctx, 'menuHasChildren');
      // Another item with the same key (a detail page and its page) keeps the roles' key meaningful.
      const keyShared = items.some((i) => i.id !== item.id && i.permission === item.permission);
      if (!keyShared && roleCount(item.permission) > 0) return refuse(ctx, 'menuInUse');
      changeAuth('menus', (list) => list.splice(list.findIndex((i) => i.id === item.id), 1));
      return ctx.ok(null);
    }),
  ),
];
