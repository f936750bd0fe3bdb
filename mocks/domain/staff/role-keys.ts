// A role's keys against its set's menu tree (auth.md 5.3): the tree's order, the normalisation a save applies, and the
// part of the tree a type 2/3 caller may grant from (the items whose keys it holds).
import { enabledMenus, menuRecords } from '@mocks/domain/staff/auth-store';
import type { AuthSet, MenuRecord } from '@mocks/domain/staff/auth-state';

/** The enabled items in tree order (parents before children, siblings by sort). */
export function treeOrder(items: readonly MenuRecord[]): MenuRecord[] {
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
 * The keys a role stores: every key must be an enabled item's of the set's tree (a key of the other tree is unknown);
 * an action key brings its page's key; duplicates go and the tree's order holds (auth.md 5.3). Undefined when a key
 * is unknown.
 */
export function normaliseKeys(keys: readonly string[], set: AuthSet = 'system'): string[] | undefined {
  const items = treeOrder(enabledMenus(menuRecords(set)));
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

/** The items whose key the caller holds, with the items above them (groups kept when a child stays, auth.md 5.3). */
export function heldItems(items: readonly MenuRecord[], held: ReadonlySet<string>): MenuRecord[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const kept = new Set<number>();
  for (const item of items.filter((i) => i.permission && held.has(i.permission))) {
    for (let at: MenuRecord | undefined = item; at && !kept.has(at.id); at = byId.get(at.parentId)) kept.add(at.id);
  }
  return items.filter((i) => kept.has(i.id));
}
