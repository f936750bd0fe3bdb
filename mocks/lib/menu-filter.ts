// The menu a role gets from GET /api/user/userMenu (auth.md 5.1, the contract's menu rules): a page (or link) is
// kept when the role holds its permission; a directory, an item others name as parent, when anything below it is
// kept, whatever its own permission, because roles store only page and action keys. An empty directory goes.
import type { MenuItem } from '@/api/common';

export function menuForRole(items: readonly MenuItem[], permissions: readonly string[]): MenuItem[] {
  const held = new Set(permissions);
  const children = new Map<number, MenuItem[]>();
  for (const item of items) children.set(item.parentId, [...(children.get(item.parentId) ?? []), item]);
  const kept = new Map<number, boolean>();
  const keep = (item: MenuItem, visiting: ReadonlySet<number>): boolean => {
    const known = kept.get(item.id);
    if (known !== undefined) return known;
    // A parent loop in edited data keeps nothing rather than recursing for ever.
    if (visiting.has(item.id)) return false;
    const below = children.get(item.id) ?? [];
    const next = new Set(visiting).add(item.id);
    const result = below.length ? below.filter((child) => keep(child, next)).length > 0 : held.has(item.permission);
    kept.set(item.id, result);
    return result;
  };
  return items.filter((item) => keep(item, new Set())).map((item) => ({ ...item }));
}
