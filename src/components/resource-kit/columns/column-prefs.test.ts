import { describe, expect, it } from 'vitest';
import { arrangeColumns, defaultPrefs, mergePrefs, prefsKey } from '@/components/resource-kit/columns/column-prefs';
import type { ColumnDecl } from '@/components/resource-kit/types';

type Row = { a: string; b: string; c: string; d: string };
const columns: ColumnDecl<Row>[] = [
  { key: 'a', fixed: 'left' },
  { key: 'b' },
  { key: 'c', hidden: true },
  { key: 'd' },
];
const keys = (list: ColumnDecl<Row>[]) => list.map((c) => `${c.key}${c.fixed ? `:${c.fixed}` : ''}`);

describe('column settings', () => {
  it('defaults follow the declaration', () => {
    const prefs = defaultPrefs(columns);
    expect(keys(arrangeColumns(columns, prefs))).toEqual(['a:left', 'b', 'd']);
    expect(prefs.density).toBe('middle');
  });

  it('applies saved order, visibility and fixed sides; fixed columns go to their edge', () => {
    const prefs = mergePrefs(columns, { order: ['d', 'c', 'b', 'a'], hidden: ['b'], fixed: { a: null, d: 'right' } });
    expect(keys(arrangeColumns(columns, prefs))).toEqual(['c', 'a', 'd:right']);
  });

  it('ignores columns the declaration dropped and places new ones where they are declared', () => {
    const prefs = mergePrefs(columns, { order: ['d', 'gone', 'a'], hidden: ['gone'] });
    expect(prefs.order).toEqual(['d', 'b', 'c', 'a']);
    expect(prefs.hidden).toEqual([]);
  });

  it('is kept per user and resource', () => {
    expect(prefsKey('admin', 'game.betOrder')).not.toBe(prefsKey('team', 'game.betOrder'));
    expect(prefsKey('admin', 'game.betOrder')).not.toBe(prefsKey('admin', 'game.pending'));
  });
});
