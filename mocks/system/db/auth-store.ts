// Menu items, roles and staff accounts as they stand: the seeds until the first change, then the stored lists.
// Login, userInfo, userMenu and every server-side permission check read these (auth.md 5.5, README 0.5).
import { db, mutate, type DbState } from '@mocks/lib/store';
import { seedMenus, seedRoles, seedUsers } from '@mocks/system/db/auth-seed';
import type { MenuRecord, RoleRecord, UserRecord } from '@mocks/system/db/auth-state';

export function menuRecords(): MenuRecord[] {
  return db().auth.menus ?? seedMenus();
}

export function roleRecords(): RoleRecord[] {
  return db().auth.roles ?? seedRoles();
}

export function userRecords(): UserRecord[] {
  return db().auth.users ?? seedUsers();
}

type Lists = { menus: MenuRecord[]; roles: RoleRecord[]; users: UserRecord[] };

/** Changes one list; the change gets the whole current list (seeded or stored) and stores what it leaves. */
export function changeAuth<K extends keyof Lists, T>(
  key: K,
  change: (list: Lists[K], s: DbState) => T,
): T {
  return mutate((s) => {
    const current = { menus: menuRecords, roles: roleRecords, users: userRecords }[key]() as Lists[K];
    const list = structuredClone(current);
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
 * The keys a role gives: none while the role is off; a key only disabled items carry is ignored. A key the tree
 * does not know at all passes (test accounts hold keys of fixture pages).
 */
export function effectiveKeys(permissions: readonly string[], roleOn = true): string[] {
  if (!roleOn) return [];
  const items = menuRecords();
  const known = new Set(items.map((i) => i.permission).filter(Boolean));
  const enabled = new Set(enabledMenus(items).map((i) => i.permission));
  return permissions.filter((key) => !known.has(key) || enabled.has(key));
}

export function noteLogin(userId: number, ip: string, at: number): void {
  mutate((s) => {
    s.auth.lastLogin[String(userId)] = { at, ip };
  });
}
