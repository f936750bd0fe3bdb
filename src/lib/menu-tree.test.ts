import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from '@mocks/domain/staff/catalog';
import type { MenuItem } from '@/api/common';
import { buildMenuTree, componentKey, filterMenu, routeNames, toResources, walkMenu } from './menu-tree';

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem => ({
  parentId: 0,
  path: '',
  permission: '',
  component: '',
  title: '',
  icon: '',
  keepAlive: 0,
  hidden: 0,
  ...over,
});

const flat: MenuItem[] = [
  item({ id: 200, path: '/player', title: 'groups.player', redirect: '/player/page', sort: 2 }),
  item({ id: 100, path: '/game', title: 'groups.game', sort: 1 }),
  item({
    id: 102,
    parentId: 100,
    path: '/game/betOrder',
    permission: 'game.betOrder',
    component: 'game/betOrder',
    keepAlive: 1,
    sort: 2,
  }),
  item({
    id: 101,
    parentId: 100,
    path: '/game/classify',
    permission: 'game.classify',
    component: 'game/classify',
    sort: 1,
  }),
  item({
    id: 103,
    parentId: 100,
    path: '/game/betOrder/detail',
    permission: 'game.betOrder',
    component: 'game/betOrderDetail',
    hidden: true,
    sort: 3,
  }),
  item({ id: 201, parentId: 200, path: '/player/page', permission: 'player.page', component: 'player/page' }),
  item({ id: 202, parentId: 200, path: 'https://docs.example.com', permission: 'player.page' }),
];

describe('menu to routes', () => {
  it('nests by parentId, sorts, and normalises booleans and component keys', () => {
    const tree = buildMenuTree(flat);
    expect(tree.map((n) => n.path)).toEqual(['/game', '/player']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([101, 102, 103]);
    expect(tree[0]!.children[1]).toMatchObject({ keepAlive: true, hidden: false, component: 'game.betOrder' });
    expect(tree[0]!.children[2]!.hidden).toBe(true);
    expect(tree[1]!.children[1]!.external).toBe(true);
    expect(componentKey('/player/page')).toBe('player.page');
  });

  it('accepts a ready nested list too', () => {
    const nested = [{ ...flat[1]!, children: [flat[3]!] }];
    const tree = buildMenuTree(nested);
    expect(tree[0]!.children[0]!.path).toBe('/game/classify');
  });

  it('keeps only what the role may see; empty groups go', () => {
    const tree = buildMenuTree(flat);
    const kept = filterMenu(tree, (key) => key === 'game.classify');
    expect(walkMenu(kept).map((n) => n.id)).toEqual([100, 101]);
    expect(filterMenu(tree, () => false)).toEqual([]);
  });

  it('shows a directory when anything below it is shown, whatever its own key, and hides an empty one', () => {
    // A server that gives each page-area directory a key of its own, which roles do not hold.
    const keyed = flat.map((i) =>
      i.id === 100 || i.id === 200 ? { ...i, permission: i.id === 100 ? 'game' : 'player' } : i,
    );
    const tree = buildMenuTree([
      ...keyed,
      item({ id: 300, path: '/empty', title: 'groups.empty', permission: 'empty' }),
    ]);
    const kept = filterMenu(tree, (key) => key === 'game.classify' || key === 'player.page');
    expect(walkMenu(kept).map((n) => n.id)).toEqual([100, 101, 200, 201, 202]);
    // holding a directory's key alone shows nothing
    expect(filterMenu(tree, (key) => key === 'game' || key === 'empty')).toEqual([]);
  });

  it('derives route names from permission keys, unique even when a detail page shares its key', () => {
    const names = [...routeNames(buildMenuTree(flat)).values()];
    expect(names).toContain('game.betOrder');
    expect(names).toContain('game.betOrder:game.betOrderDetail');
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds Refine resources with parents, hidden flags and external links', () => {
    const resources = toResources(buildMenuTree(flat));
    const betOrder = resources.find((r) => r.name === 'game.betOrder');
    expect(betOrder).toMatchObject({
      list: '/game/betOrder',
      meta: { parent: 'menu-100', keepAlive: true, hide: false },
    });
    const external = resources.find((r) => r.meta?.externalUrl);
    expect(external?.list).toBeUndefined();
  });

  it('handles the full platform menu of the mock', () => {
    const tree = buildMenuTree([...MENU_ITEMS]);
    const pages = walkMenu(tree).filter((n) => n.component);
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.every((n) => n.path.startsWith('/'))).toBe(true);
  });
});
