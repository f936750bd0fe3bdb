import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/common';
import { buildPageIndex, resolvePath } from '@/app/workspace/page-index';
import { buildMenuTree, filterMenu } from '@/lib/menu-tree';

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

// What a server that filters by role sends a merchant: its player pages only, one at a path of its own choosing.
const merchantMenu = buildMenuTree([
  item({ id: 1, path: '/player', title: 'groups.player', permission: 'player', redirect: '/players' }),
  item({ id: 2, parentId: 1, path: '/players', permission: 'player.page', component: 'player/page' }),
]);
const registered = ['game.betOrder', 'player.page', 'system.config'];

function indexFor(permissions: string[]) {
  const allowed = filterMenu(merchantMenu, (key) => permissions.includes(key));
  return buildPageIndex(merchantMenu, allowed, registered);
}

describe('what a URL is', () => {
  it('answers 403 for a page this build has that the menu never mentioned, 404 for anything else', () => {
    const index = indexFor(['player.page']);
    expect(resolvePath(index, '/game/betOrder').kind).toBe('forbidden');
    expect(resolvePath(index, '/system/config').kind).toBe('forbidden');
    expect(resolvePath(index, '/nope/nothing').kind).toBe('unknown');
    expect(resolvePath(index, '/game/betOrder/extra').kind).toBe('unknown');
  });

  it('opens a page the role has at a path other than the convention, and sends the conventional one there', () => {
    const index = indexFor(['player.page']);
    expect(resolvePath(index, '/players')).toMatchObject({ kind: 'page', entry: { path: '/players' } });
    expect(resolvePath(index, '/player/page')).toEqual({ kind: 'redirect', to: '/players' });
  });

  it('answers 403 for a menu page the role lacks', () => {
    const index = indexFor([]);
    expect(resolvePath(index, '/players').kind).toBe('forbidden');
    expect(resolvePath(index, '/player/page').kind).toBe('forbidden');
  });
});
