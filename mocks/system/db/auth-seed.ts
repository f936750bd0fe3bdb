// The auth stores' seeds, built from the catalogue (mocks/shell/db/catalog.ts): its menu as groups and pages, one
// action item per action key, its roles and its demo accounts, so the demo logins keep their permissions.
import { ACCOUNTS, ACTION_PERMISSIONS, MENU_ITEMS, PLAYER_TAB_PERMISSIONS, ROLES } from '@mocks/shell/db/catalog';
import type { MenuRecord, RoleRecord, UserRecord } from '@mocks/system/db/auth-state';

// A fixed instant for seeded rows, so their times do not move between days.
export const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');
const FIRST_ACTION_ID = 1001;
// The player detail's tab keys predate the `<page>.<action>` rule; they hang under the detail page as they are.
const TAB_PARENT = 'player.info';

const stamp = { remark: '', createdAt: SEEDED_AT, updatedAt: SEEDED_AT, operator: 'admin' };
const flag = (value: unknown): 0 | 1 => (value === true || value === 1 ? 1 : 0);

/** An action's title is its verb's label in menu.json (`actions.<verb>`); a test holds every verb to having one. */
export function actionTitle(key: string): string {
  return `actions.${key.slice(key.lastIndexOf('.') + 1)}`;
}

export function seedMenus(): MenuRecord[] {
  const items: MenuRecord[] = MENU_ITEMS.map(({ children: _children, ...item }) => ({
    ...item,
    keepAlive: flag(item.keepAlive),
    hidden: flag(item.hidden),
    redirect: item.redirect ?? '',
    sort: item.sort ?? 0,
    type: item.parentId === 0 ? 1 : 2,
    status: 1,
    ...stamp,
  }));
  const pages = new Map(items.filter((i) => i.type === 2 && !i.hidden).map((i) => [i.permission, i]));
  const keys = [...new Set([...PLAYER_TAB_PERMISSIONS, ...ACTION_PERMISSIONS])].filter((k) => !pages.has(k));
  const sorts = new Map<number, number>();
  keys.forEach((key, n) => {
    const parent = pages.get(key.slice(0, key.lastIndexOf('.'))) ?? pages.get(TAB_PARENT);
    if (!parent) return;
    const sort = (sorts.get(parent.id) ?? 0) + 1;
    sorts.set(parent.id, sort);
    items.push({
      id: FIRST_ACTION_ID + n,
      parentId: parent.id,
      path: '',
      component: '',
      permission: key,
      title: actionTitle(key),
      icon: '',
      keepAlive: 0,
      hidden: 1,
      redirect: '',
      sort,
      type: 3,
      status: 1,
      ...stamp,
    });
  });
  return items;
}

const ROLE_CODES: Record<number, string> = { 1: 'super_admin', 2: 'merchant_team', 3: 'merchant', 4: 'empty' };

export function seedRoles(): RoleRecord[] {
  return ROLES.map((role, i) => ({
    id: role.id,
    set: role.id === 1 ? 'system' : 'merchant',
    name: role.name,
    code: ROLE_CODES[role.id] ?? `role_${role.id}`,
    sort: i + 1,
    status: 1,
    builtIn: role.id === 1 ? 1 : 0,
    permissions: [...role.permissions],
    ...stamp,
  }));
}

export function seedUsers(): UserRecord[] {
  return ACCOUNTS.map(({ disabled, ...account }) => ({ ...account, status: disabled ? 0 : 1, ...stamp }));
}
