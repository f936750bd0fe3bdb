import { describe, expect, it } from 'vitest';
import { nestByParent, walkNested } from '@/lib/tree';

describe('nestByParent', () => {
  it('nests flat rows under their parents, keeping their order; unknown parents are tops', () => {
    const rows = [
      { id: 1, parentId: 0, t: 'a' },
      { id: 2, parentId: 1, t: 'b' },
      { id: 3, parentId: 1, t: 'c' },
      { id: 4, parentId: 99, t: 'd' },
      { id: 5, parentId: 5, t: 'e' },
    ];
    const tree = nestByParent(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 4, 5]);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual([2, 3]);
    expect(walkNested(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
