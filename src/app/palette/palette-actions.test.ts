import { describe, expect, it, vi } from 'vitest';
import { MENU_ITEMS, ROLES } from '@mocks/domain/staff/catalog';
import { i18n } from '@/i18n/i18n';
import { buildMenuTree, filterMenu } from '@/lib/menu-tree';
import { ENTITIES } from '@/resources/entities';
import { paletteActions, type PaletteRun } from './palette-actions';
import { paletteMatches } from './palette-matches';
import { palettePages } from './palette-pages';

const menuOf = (roleName: string) => {
  const permissions = new Set(ROLES.find((r) => r.name === roleName)!.permissions);
  return filterMenu(buildMenuTree([...MENU_ITEMS]), (key) => permissions.has(key));
};

// The pages a role template opens, in menu order, derived from the templates (a new page granted to one joins here).
const templatePageTitles = (roleName: string) => {
  const permissions = new Set(ROLES.find((r) => r.name === roleName)!.permissions);
  const groupSort = new Map(MENU_ITEMS.filter((i) => i.parentId === 0).map((g) => [g.id, g.sort ?? 0]));
  return MENU_ITEMS.filter((i) => i.parentId !== 0 && !i.hidden && i.component && permissions.has(i.permission))
    .sort(
      (a, b) => (groupSort.get(a.parentId) ?? 0) - (groupSort.get(b.parentId) ?? 0) || (a.sort ?? 0) - (b.sort ?? 0),
    )
    .map((i) => i18n.t(i.title, { ns: 'menu' }));
};

const run = (): PaletteRun => ({
  openPath: vi.fn(),
  openEntity: vi.fn(),
  askId: vi.fn(),
  setLanguage: vi.fn(),
  setTheme: vi.fn(),
  toggleCompact: vi.fn(),
  closeOtherTabs: vi.fn(),
  clearCache: vi.fn(),
  signOut: vi.fn(),
});

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'shell', ...options });
const entities = [...ENTITIES];

describe('command palette', () => {
  it('lists every page the role may open by its localized title and menu path, and nothing else', () => {
    const pages = palettePages(menuOf('商户'));
    expect(pages.map((p) => p.title)).toEqual(['首页', '图标列表', ...templatePageTitles('商户')]);
    expect(pages.find((p) => p.path === '/player/online')?.trail).toEqual(['玩家管理', '在线玩家']);
    const all = palettePages(menuOf('超级管理员'));
    // Hidden pages (they need an id) and external links are not in the list.
    expect(all.some((p) => p.path === '/game/betOrder/detail' || p.path.startsWith('http'))).toBe(false);
    expect(all.length).toBeGreaterThan(45);
  });

  it('page actions open the page; a typed number turns the id actions into direct ones', () => {
    const runner = run();
    const input = { pages: palettePages(menuOf('超级管理员')), entities, t, run: runner };
    const idle = paletteActions({ ...input, search: '' });
    const page = idle.find((a) => a.id === 'page:/game/classify')!;
    expect(page).toMatchObject({ name: '游戏分类', subtitle: '游戏管理 / 游戏分类' });
    // Home has no group: its name alone, not "首页 / 首页".
    expect(idle.find((a) => a.id === 'page:/home')).toMatchObject({ name: '首页', subtitle: undefined });
    page.perform?.();
    expect(runner.openPath).toHaveBeenCalledWith('/game/classify');
    idle.find((a) => a.id === 'open-player')!.perform?.();
    expect(runner.askId).toHaveBeenCalledWith('player');

    const typed = paletteActions({ ...input, search: '880001' });
    expect(typed.find((a) => a.id === 'open-player')?.name).toBe('打开玩家 880001 的详情');
    typed.find((a) => a.id === 'open-player')!.perform?.();
    expect(runner.openEntity).toHaveBeenCalledWith('player', '880001');
    // No bet order has a 6-digit id: that action still asks for one.
    typed.find((a) => a.id === 'open-betOrder')!.perform?.();
    expect(runner.askId).toHaveBeenCalledWith('betOrder');
    expect(typed.filter((a) => a.parent === 'language').map((a) => a.name)).toEqual([
      '简体中文',
      'English',
      'Português (Brasil)',
    ]);
    expect(typed.map((a) => a.id)).toEqual(
      expect.arrayContaining(['theme:dark', 'close-others', 'clear-cache', 'sign-out']),
    );
  });

  // Player ids are JSON numbers (6 digits in the mock); bet order ids 17-digit strings, their round's parent id 15.
  it.each([
    ['a bet order id (17 digits)', '20450088001000003', ['open-betOrder'], '打开注单 20450088001000003 的详情'],
    [
      'a round id (15 digits), which a player could have too',
      '204500880010000',
      ['open-betOrder', 'open-player'],
      '打开注单 204500880010000 的详情',
    ],
    ['a player id', '880001', ['open-player'], '打开玩家 880001 的详情'],
  ])('a typed id lists first the entity it can be: %s', (_, search, ids, top) => {
    const runner = run();
    const actions = paletteActions({ pages: palettePages(menuOf('超级管理员')), entities, search, t, run: runner });
    const entries = paletteMatches(actions, null, search).filter((item) => typeof item !== 'string');
    expect(entries.map((e) => e.id)).toEqual(ids);
    expect(entries[0]!.name).toBe(top);
    // What Enter runs: the top entry.
    entries[0]!.command?.perform();
    expect(runner.openEntity).toHaveBeenCalledWith(ids[0]!.slice('open-'.length), search);
  });

  it('a role without player or bet order access gets no such actions', () => {
    const actions = paletteActions({
      pages: palettePages(menuOf('商户')),
      entities: [],
      search: '1',
      t,
      run: run(),
    });
    expect(actions.some((a) => a.id.startsWith('open-'))).toBe(false);
    expect(actions.some((a) => a.id.startsWith('page:/system') || a.id.startsWith('page:/game'))).toBe(false);
  });

  it('offers "approvals waiting" with the count to a checker, opening the pending view; nobody else gets it', () => {
    const runner = run();
    const input = { pages: palettePages(menuOf('超级管理员')), entities, search: '', t, run: runner };
    const path = '/system/approval?view=pending';
    const waiting = paletteActions({ ...input, approvals: { count: 3, path } }).find(
      (a) => a.id === 'approvals-waiting',
    );
    expect(waiting?.name).toBe('待审批：3');
    waiting?.perform?.();
    expect(runner.openPath).toHaveBeenCalledWith(path);
    expect(paletteActions(input).some((a) => a.id === 'approvals-waiting')).toBe(false);
  });
});
