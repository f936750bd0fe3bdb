// @vitest-environment node
// The role filter of the menu on its own, over a small tree: nested directories, a directory holding a key of its
// own, an empty directory, and a link.
import { describe, expect, it } from 'vitest';
import { menuForRole } from '@mocks/lib/menu-filter';
import type { MenuItem } from '@/api/common';

const item = (id: number, parentId: number, permission: string): MenuItem => ({
  id,
  parentId,
  path: `/${id}`,
  component: '',
  permission,
  title: String(id),
  icon: '',
  keepAlive: 1,
  hidden: 0,
});

const TREE = [
  item(1, 0, ''),
  item(11, 1, 'a.page'),
  item(12, 1, 'a.other'),
  item(2, 0, 'b'),
  item(21, 2, ''),
  item(211, 21, 'b.deep'),
  item(3, 0, ''),
  item(4, 0, 'link.key'),
  item(5, 0, ''),
];
const ids = (permissions: string[]) => menuForRole(TREE, permissions).map((m) => m.id);

describe('menuForRole', () => {
  it('keeps held pages and every directory above them, in the given order', () => {
    expect(ids(['a.page', 'b.deep'])).toEqual([1, 11, 2, 21, 211]);
  });

  it("drops a directory with nothing kept below, even when the role holds the directory's own key", () => {
    expect(ids(['b', 'a.other'])).toEqual([1, 12]);
  });

  it('treats a childless item like a page: kept with its key (a link), dropped without one', () => {
    expect(ids(['link.key'])).toEqual([4]);
    expect(ids([])).toEqual([]);
  });

  it('answers copies, not the catalogue items', () => {
    const [first] = menuForRole(TREE, ['a.page']);
    expect(first).toEqual(TREE[0]);
    expect(first).not.toBe(TREE[0]);
  });
});
