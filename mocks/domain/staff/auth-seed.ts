// The auth stores' seeds, built from the catalogue (mocks/domain/staff/catalog.ts): its menu as groups and pages, one
// action item per action key (with the id its page declares), its roles and its demo accounts, so the demo logins keep their permissions. The merchant
// tree (auth.md 5.1, mock-data.md 6.1) is the system tree without its platform-only items (README 0.4: control.*,
// system.*, merchant.rate, merchant.authMenu) and without groups left empty, ids and parents shifted by 10000; names,
// components and keys stay the same, so the console renders both trees with one registry.
import {
  ACCOUNTS,
  ACTION_ITEM_IDS,
  ACTION_PERMISSIONS,
  isPlatformOnly,
  MENU_ITEMS,
  MERCHANT_MENU_ID_OFFSET,
  PLAYER_TAB_PERMISSIONS,
  ROLES,
} from '@mocks/domain/staff/catalog';
import type { UserType } from '@/api/common';
import type { AuthSet, MenuRecord, RoleRecord, UserRecord } from '@mocks/domain/staff/auth-state';

// A fixed instant for seeded rows, so their times do not move between days.
export const SEEDED_AT = Date.parse('2025-06-01T10:00:00+08:00');
// The player detail's tab keys predate the `<page>.<action>` rule; they hang under the detail page as they are.
const TAB_PARENT = 'player.info';

const stamp = { remark: '', createdAt: SEEDED_AT, updatedAt: SEEDED_AT, operator: 'admin' };
const flag = (value: unknown): 0 | 1 => (value === true || value === 1 ? 1 : 0);

/** An action's title is its verb's label in menu.json (`actions.<verb>`); a test holds every verb to having one. */
export function actionTitle(key: string): string {
  return `actions.${key.slice(key.lastIndexOf('.') + 1)}`;
}

export function seedMenus(set: AuthSet = 'system'): MenuRecord[] {
  return set === 'system' ? seedSystemMenus() : seedMerchantMenus();
}

function seedMerchantMenus(): MenuRecord[] {
  const kept = seedSystemMenus().filter((i) => i.type === 1 || !isPlatformOnly(i.permission));
  const withChildren = new Set(kept.map((i) => i.parentId));
  const shift = (id: number) => (id ? id + MERCHANT_MENU_ID_OFFSET : 0);
  return kept
    .filter((i) => i.type !== 1 || withChildren.has(i.id))
    .map((i) => ({ ...i, id: shift(i.id), parentId: shift(i.parentId) }));
}

function seedSystemMenus(): MenuRecord[] {
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
  keys.forEach((key) => {
    const id = ACTION_ITEM_IDS.get(key);
    const parent = pages.get(key.slice(0, key.lastIndexOf('.'))) ?? pages.get(TAB_PARENT);
    if (!parent || id === undefined) return;
    const sort = (sorts.get(parent.id) ?? 0) + 1;
    sorts.set(parent.id, sort);
    items.push({
      id,
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
  // Action items by id, as they were when ids were positions.
  return [...items.filter((i) => i.type !== 3), ...items.filter((i) => i.type === 3).sort((a, b) => a.id - b.id)];
}

const ROLE_CODES: Record<number, string> = {
  1: 'super_admin',
  2: 'merchant_team',
  3: 'merchant',
  4: 'empty',
  5: 'platform_admin',
  6: 'checker',
};
// The merchant roles are shared templates (owner 0): 商户团队 for team users, 商户 and 空角色 for merchant users.
// 超级管理员, 平台管理员 and 复核员 are the platform's (type 1).
const ROLE_USER_TYPES: Record<number, UserType> = { 1: 1, 2: 2, 3: 3, 4: 3, 5: 1, 6: 1 };

export function seedRoles(): RoleRecord[] {
  return ROLES.map((role, i) => ({
    id: role.id,
    set: ROLE_USER_TYPES[role.id] === 1 ? 'system' : 'merchant',
    userType: ROLE_USER_TYPES[role.id] ?? 3,
    merchantTeamId: 0,
    merchantId: 0,
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
