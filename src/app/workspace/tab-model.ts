// The tab rules as pure functions over { tabs, activeKey }, so they are tested without rendering.
//
// | rule                                   | outcome                                            |
// |----------------------------------------|----------------------------------------------------|
// | visit a page whose key is open         | that tab becomes active; its path follows the URL   |
// | visit a new key                        | a tab is appended and becomes active               |
// | REPLACE within the active tab's page   | the active tab is re-keyed in place (same page)     |
// | close when it is the only tab          | blocked: 'lastTab' (the spec's message)             |
// | close the home tab                     | blocked: 'homeTab'                                  |
// | close others / left / right            | never removes home; activates the kept tab if needed|
import { HOME_PATH } from '@/lib/navigation';

export const HOME_KEY = HOME_PATH;

/** `key` is the tab's identity (pathname + identity query); `path` is where it is now (table paging included). */
export type Tab = { key: string; uid: number; path: string; version: number };
export type TabsState = { tabs: Tab[]; activeKey: string | null; nextUid: number };
export type Blocked = 'lastTab' | 'homeTab';
export type TabChange = { state: TabsState; blocked?: Blocked; navigate?: string };

// Query keys Refine's syncWithLocation writes (paging, sorting, filters): they change while a page is used and
// must not turn one page into several tabs. Every other key (e.g. a detail's `id`) makes its own tab.
const TABLE_PARAM = /^(currentPage|current|pageSize|sorters|filters)(\[|$)/;

export function tabKeyOf(pathname: string, search: string): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => !TABLE_PARAM.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}

export function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

/** The query that tells apart tabs of one page, for their titles (`id` first). */
export function identityParams(key: string): string[] {
  const params = new URLSearchParams(splitPath(key).search);
  const id = params.get('id');
  return id !== null ? [id] : [...params.values()];
}

export function initialTabs(): TabsState {
  return { tabs: [{ key: HOME_KEY, uid: 1, path: HOME_KEY, version: 0 }], activeKey: null, nextUid: 2 };
}

export function visit(state: TabsState, key: string, path: string, replace = false): TabsState {
  const existing = state.tabs.find((tab) => tab.key === key);
  if (existing) {
    const tabs =
      existing.path === path ? state.tabs : state.tabs.map((tab) => (tab === existing ? { ...tab, path } : tab));
    return tabs === state.tabs && state.activeKey === key ? state : { ...state, tabs, activeKey: key };
  }
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  if (replace && active && active.key !== HOME_KEY && splitPath(active.key).pathname === splitPath(key).pathname) {
    const tabs = state.tabs.map((tab) => (tab === active ? { ...tab, key, path } : tab));
    return { ...state, tabs, activeKey: key };
  }
  const tab: Tab = { key, uid: state.nextUid, path, version: 0 };
  return { tabs: [...state.tabs, tab], activeKey: key, nextUid: state.nextUid + 1 };
}

/** The URL shows something that is not a tab (403): no tab is active. */
export function leave(state: TabsState): TabsState {
  return state.activeKey === null ? state : { ...state, activeKey: null };
}

function keep(state: TabsState, kept: Tab[], focus: string): TabChange {
  if (kept.length === state.tabs.length) return { state };
  if (kept.some((tab) => tab.key === state.activeKey)) return { state: { ...state, tabs: kept } };
  const target = kept.find((tab) => tab.key === focus) ?? kept[0]!;
  return { state: { ...state, tabs: kept, activeKey: target.key }, navigate: target.path };
}

export function closeTab(state: TabsState, key: string): TabChange {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state };
  if (state.tabs.length <= 1) return { state, blocked: 'lastTab' };
  if (key === HOME_KEY) return { state, blocked: 'homeTab' };
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.activeKey !== key) return { state: { ...state, tabs } };
  // The neighbour on the right takes over, else the one on the left (as browsers do).
  const next = tabs[index] ?? tabs[index - 1]!;
  return { state: { ...state, tabs, activeKey: next.key }, navigate: next.path };
}

export function closeOthers(state: TabsState, key: string): TabChange {
  return keep(
    state,
    state.tabs.filter((tab) => tab.key === key || tab.key === HOME_KEY),
    key,
  );
}

export function closeLeft(state: TabsState, key: string): TabChange {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state };
  return keep(
    state,
    state.tabs.filter((tab, i) => i >= index || tab.key === HOME_KEY),
    key,
  );
}

export function closeRight(state: TabsState, key: string): TabChange {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state };
  return keep(
    state,
    state.tabs.filter((tab, i) => i <= index || tab.key === HOME_KEY),
    key,
  );
}

/** What the context menu offers for a tab: only what would change something. */
export function closable(state: TabsState, key: string) {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  const removable = (tab: Tab) => tab.key !== HOME_KEY && tab.key !== key;
  return {
    others: state.tabs.some(removable),
    left: state.tabs.slice(0, Math.max(index, 0)).some(removable),
    right: index >= 0 && state.tabs.slice(index + 1).some(removable),
  };
}

/** A new version remounts the tab's page (refresh current). */
export function refreshTab(state: TabsState, key: string): TabsState {
  return { ...state, tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, version: tab.version + 1 } : tab)) };
}
