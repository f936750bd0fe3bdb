// Menu, permission keys, roles and demo accounts: the fixed part of the platform's admin data. The menu, the keys and
// the role templates are what the areas' registrations declare (mocks/<area>/register.ts, read by mocks/lib/registry.ts).
import type { MenuItem, Role, UserType } from '@/api/common';
import { GUARDED_ACTIONS } from '@/api/approvals';
import { AREAS, grantsOf, isLink, isPlatformOnlyKey, itemKeysOf, PAGES, registeredMenu } from '@mocks/lib/registry';

export const MENU_ITEMS: readonly MenuItem[] = registeredMenu();

export const PAGE_PERMISSIONS: readonly string[] = PAGES.filter((p) => !isLink(p)).map((p) => p.key);

const LINK_PERMISSIONS: readonly string[] = PAGES.filter(isLink).map((p) => p.key);

/** Keys that are no page's and no `<page>.<action>` (the player detail's tabs), after the page that holds them. */
export const PLAYER_TAB_PERMISSIONS: readonly string[] = PAGES.flatMap((p) =>
  Object.keys(p.keys ?? {}).length ? [p.key, ...Object.keys(p.keys ?? {})] : [],
);

export const ACTION_PERMISSIONS: readonly string[] = PAGES.flatMap((p) => Object.keys(p.actions ?? {}));

/** The role tree's item id of each tab and action key, as its page declares it. */
export const ACTION_ITEM_IDS: ReadonlyMap<string, number> = new Map(PAGES.flatMap(itemKeysOf));

export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set([...PAGE_PERMISSIONS, ...LINK_PERMISSIONS, ...PLAYER_TAB_PERMISSIONS, ...ACTION_PERMISSIONS]),
];

/**
 * Keys of lists without merchant data (back-office README 0.4): a merchant-side role can never hold them, and the
 * merchant menu tree (auth.md 5.1) leaves their items out. An area or a page declares it (`platformOnly`).
 */
export function isPlatformOnly(key: string): boolean {
  return isPlatformOnlyKey(key);
}

/** The merchant menu tree mirrors the system tree's merchant-side items with ids shifted by this (mock-data.md 6.1). */
export const MERCHANT_MENU_ID_OFFSET = 10_000;

// The templates hold what the pages grant them (`grants` in each register file), in the order of ALL_PERMISSIONS.
const templateKeys = (template: 'team' | 'merchant') => {
  const granted = grantsOf(template);
  return ALL_PERMISSIONS.filter((k) => granted.has(k));
};

// Platform roles beside the super admin (operations.md 7.1): 平台管理员 runs the platform, approvals included (review
// and rule), but not the staff accounts, roles and menu, which stay the super admin's; 复核员 (the checker) decides
// requests: the approvals page, review, the player pages that show a request's record and every guarded action's key.
const STAFF_ADMIN = /^system\.auth(Menu|Role|User)(\.|$)/;
const CHECKER_KEYS = ['system.approval', 'system.approval.review', 'player.page', 'player.info', ...GUARDED_ACTIONS];

export const ROLES: readonly Role[] = [
  { id: 1, name: '超级管理员', permissions: [...ALL_PERMISSIONS] },
  { id: 2, name: '商户团队', permissions: templateKeys('team') },
  { id: 3, name: '商户', permissions: templateKeys('merchant') },
  { id: 4, name: '空角色', permissions: [] },
  { id: 5, name: '平台管理员', permissions: ALL_PERMISSIONS.filter((k) => !STAFF_ADMIN.test(k)) },
  { id: 6, name: '复核员', permissions: ALL_PERMISSIONS.filter((k) => CHECKER_KEYS.includes(k)) },
];

/** The areas with a menu group, for tests that walk the menu. */
export const MENU_AREAS: readonly string[] = AREAS.filter((a) => a.group).map((a) => a.key);

export type Account = {
  id: number;
  username: string;
  password: string;
  nickname: string;
  type: UserType;
  roleId: number;
  disabled: boolean;
  /** The data scope (README 0.4): a team user's team, a merchant user's merchant (and its team); 0 when not bound. */
  merchantTeamId: number;
  merchantId: number;
};

type Scope = Pick<Account, 'type' | 'merchantTeamId' | 'merchantId'>;
const ADMIN: Scope = { type: 1, merchantTeamId: 0, merchantId: 0 };
// 金龙团队 and its merchant 金龙娱乐 (mocks/shell/db/seed-org.ts).
const TEAM: Scope = { type: 2, merchantTeamId: 1, merchantId: 0 };
const MERCHANT: Scope = { type: 3, merchantTeamId: 1, merchantId: 101 };

// Every demo password is the username followed by 123.
const account = (id: number, username: string, nickname: string, scope: Scope, roleId: number, disabled = false) => ({
  id,
  username,
  password: `${username}123`,
  nickname,
  ...scope,
  roleId,
  disabled,
});

export const ACCOUNTS: readonly Account[] = [
  account(1, 'admin', '系统管理员', ADMIN, 1),
  account(2, 'team', '团队运营', TEAM, 2),
  account(3, 'merchant', '商户运营', MERCHANT, 3),
  account(4, 'nobody', '无权限用户', MERCHANT, 4),
  account(5, 'disabled', '已停用账号', MERCHANT, 3, true),
  // The maker and the checker of the approvals' seeds and journeys (operations.md 7.1).
  account(6, 'ops', '平台运营', ADMIN, 5),
  account(7, 'checker', '复核员', ADMIN, 6),
];
