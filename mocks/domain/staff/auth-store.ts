// Menu items, roles and accounts as they stand: the seeds until the first change, then the stored lists. Login,
// userInfo, userMenu and every server-side permission check read these (auth.md 5.5, README 0.5). Each set has its
// own menu tree (auth.md 5.1): a role's keys count only where its set's tree has them enabled.
import { db, mutate, type DbState } from '@mocks/domain/store';
import { seedMenus, seedRoles, seedUsers } from '@mocks/domain/staff/auth-seed';
import type { AuthSet, MenuRecord, RoleRecord, UserRecord } from '@mocks/domain/staff/auth-state';

export function menuRecords(set: AuthSet = 'system'): MenuRecord[] {
  return (set === 'system' ? db().auth.menus : db().auth.merchantMenus) ?? seedMenus(set);
}

const SEEDED_USER_TYPES = new Map(seedRoles().map((r) => [r.id, r.userType]));

/** Roles stored before merchant roles had a user type and an owner read as the seed says, or as templates. */
const withOwner = (role: Partial<RoleRecord> & Omit<RoleRecord, 'userType' | 'merchantTeamId' | 'merchantId'>) => ({
  ...role,
  userType: role.userType ?? SEEDED_USER_TYPES.get(role.id) ?? (role.set === 'system' ? 1 : 3),
  merchantTeamId: role.merchantTeamId ?? 0,
  merchantId: role.merchantId ?? 0,
});

export function roleRecords(): RoleRecord[] {
  const stored = db().auth.roles;
  return stored ? stored.map(withOwner) : seedRoles();
}

export function userRecords(): UserRecord[] {
  return db().auth.users ?? seedUsers();
}

type Lists = { menus: MenuRecord[]; merchantMenus: MenuRecord[]; roles: RoleRecord[]; users: UserRecord[] };
const CURRENT: { [K in keyof Lists]: () => Lists[K] } = {
  menus: () => menuRecords('system'),
  merchantMenus: () => menuRecords('merchant'),
  roles: roleRecords,
  users: userRecords,
};

/** The store list of a set's menu tree. */
export const menuListOf = (set: AuthSet): 'menus' | 'merchantMenus' => (set === 'system' ? 'menus' : 'merchantMenus');

/** Changes one list; the change gets the whole current list (seeded or stored) and stores what it leaves. */
export function changeAuth<K extends keyof Lists, T>(key: K, change: (list: Lists[K], s: DbState) => T): T {
  return mutate((s) => {
    const list = structuredClone(CURRENT[key]()) as Lists[K];
    const result = change(list, s);
    (s.auth[key] as Lists[K]) = list;
    return result;
  });
}

export function nextIdOf(list: readonly { id: number }[], floor = 0): number {
  return Math.max(floor, ...list.map((r) => r.id)) + 1;
}

/** Items that are on, with every ancestor on: a disabled item takes its subtree out (auth.md 5.2). */
export function enabledMenus(items: readonly MenuRecord[] = menuRecords()): MenuRecord[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const on = (item: MenuRecord, depth = 0): boolean =>
    item.status === 1 &&
    (item.parentId === 0 || depth > 50 || (byId.has(item.parentId) && on(byId.get(item.parentId)!, depth + 1)));
  return items.filter((i) => on(i));
}

/**
 * The keys a role gives in its set: none while the role is off; a key only disabled items of the set's tree carry is
 * ignored. A key that tree does not know at all passes (test accounts hold keys of fixture pages); a merchant role
 * never stores one, since its save accepts only keys of the merchant tree.
 */
export function effectiveKeys(permissions: readonly string[], roleOn = true, set: AuthSet = 'system'): string[] {
  if (!roleOn) return [];
  const items = menuRecords(set);
  const known = new Set(items.map((i) => i.permission).filter(Boolean));
  const enabled = new Set(enabledMenus(items).map((i) => i.permission));
  return permissions.filter((key) => !known.has(key) || enabled.has(key));
}

export function noteLogin(userId: number, ip: string, at: number): void {
  mutate((s) => {
    s.auth.lastLogin[String(userId)] = { at, ip };
  });
}
