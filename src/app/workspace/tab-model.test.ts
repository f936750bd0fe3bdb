import { describe, expect, it } from 'vitest';
import {
  closable,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_KEY,
  initialTabs,
  refreshTab,
  tabKeyOf,
  visit,
  type TabsState,
} from './tab-model';

const open = (...paths: string[]): TabsState =>
  paths.reduce((state, path) => {
    const [pathname, search = ''] = path.split('?');
    return visit(state, tabKeyOf(pathname!, search ? `?${search}` : ''), path);
  }, initialTabs());

const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

describe('tab keys', () => {
  it('ignore the paging, sorting and filter params Refine syncs into the URL', () => {
    expect(tabKeyOf('/game/classify', '?currentPage=2&pageSize=20&filters[0][field]=name&sorters[0][field]=sort')).toBe(
      '/game/classify',
    );
  });

  it('keep other params, in a stable order: two details are two tabs', () => {
    expect(tabKeyOf('/game/betOrder/detail', '?id=7')).toBe('/game/betOrder/detail?id=7');
    expect(tabKeyOf('/x', '?b=2&a=1')).toBe(tabKeyOf('/x', '?a=1&b=2'));
    const state = open('/game/betOrder/detail?id=7', '/game/betOrder/detail?id=8');
    expect(keys(state)).toEqual([HOME_KEY, '/game/betOrder/detail?id=7', '/game/betOrder/detail?id=8']);
  });
});

describe('visiting', () => {
  it('starts with the home tab, appends new pages and re-activates open ones', () => {
    const state = open('/home', '/a', '/b', '/a');
    expect(keys(state)).toEqual([HOME_KEY, '/a', '/b']);
    expect(state.activeKey).toBe('/a');
  });

  it('follows a page writing its own paging into the URL without opening a tab', () => {
    const state = open('/a', '/a?currentPage=3&pageSize=20');
    expect(keys(state)).toEqual([HOME_KEY, '/a']);
    expect(state.tabs[1]!.path).toBe('/a?currentPage=3&pageSize=20');
  });

  it('a replace within the active page re-keys that tab instead of adding one', () => {
    const state = open('/d?id=1');
    const next = visit(state, '/d?id=2', '/d?id=2', true);
    expect(keys(next)).toEqual([HOME_KEY, '/d?id=2']);
    expect(next.tabs[1]!.uid).toBe(state.tabs[1]!.uid);
  });
});

describe('closing', () => {
  it('refuses the last tab with the last-tab message', () => {
    expect(closeTab(open('/home'), HOME_KEY).blocked).toBe('lastTab');
  });

  it('never closes the home tab', () => {
    const state = open('/a');
    expect(closeTab(state, HOME_KEY)).toEqual({ state, blocked: 'homeTab' });
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const state = visit(open('/a', '/b', '/c'), '/b', '/b');
    const right = closeTab(state, '/b');
    expect(keys(right.state)).toEqual([HOME_KEY, '/a', '/c']);
    expect(right).toMatchObject({ navigate: '/c', state: { activeKey: '/c' } });
    const left = closeTab(open('/a', '/b'), '/b');
    expect(left).toMatchObject({ navigate: '/a', state: { activeKey: '/a' } });
  });

  it('closing an inactive tab keeps the active one', () => {
    const change = closeTab(open('/a', '/b'), '/a');
    expect(change.navigate).toBeUndefined();
    expect(change.state.activeKey).toBe('/b');
  });

  it('close others keeps home and the chosen tab, and switches to it', () => {
    const change = closeOthers(open('/a', '/b', '/c'), '/b');
    expect(keys(change.state)).toEqual([HOME_KEY, '/b']);
    expect(change.navigate).toBe('/b');
  });

  it('close left and close right keep home', () => {
    const state = open('/a', '/b', '/c', '/d');
    expect(keys(closeLeft(state, '/c').state)).toEqual([HOME_KEY, '/c', '/d']);
    expect(keys(closeRight(state, '/b').state)).toEqual([HOME_KEY, '/a', '/b']);
    expect(closeRight(state, '/b')).toMatchObject({ navigate: '/b' });
    expect(closeLeft(state, '/c').navigate).toBeUndefined();
  });

  it('offers only the closes that would close something', () => {
    const state = open('/a', '/b');
    expect(closable(state, HOME_KEY)).toEqual({ others: true, left: false, right: true });
    expect(closable(state, '/a')).toEqual({ others: true, left: false, right: true });
    expect(closable(state, '/b')).toEqual({ others: true, left: true, right: false });
    expect(closable(open('/home'), HOME_KEY)).toEqual({ others: false, left: false, right: false });
  });
});

it('refresh bumps the version of that tab only', () => {
  const state = refreshTab(open('/a', '/b'), '/a');
  expect(state.tabs.map((tab) => tab.version)).toEqual([0, 1, 0]);
});
