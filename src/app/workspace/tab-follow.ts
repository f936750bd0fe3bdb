// How the tab state follows the address bar, restores saved tabs and drops what the role may no longer open.
import { resolvePath, type PageIndex } from '@/app/workspace/page-index';
import * as model from '@/app/workspace/tab-model';
import { loadTabPaths } from '@/app/workspace/tab-storage';

export function follow(state: model.TabsState, index: PageIndex, pathname: string, search: string, replace: boolean) {
  if (resolvePath(index, pathname).kind !== 'page') return model.leave(state);
  return model.visit(state, model.tabKeyOf(pathname, search), `${pathname}${search}`, replace);
}

export function restoreTabs(index: PageIndex, owner: string, pathname: string, search: string): model.TabsState {
  let state = model.initialTabs();
  for (const path of loadTabPaths(owner)) {
    const saved = model.splitPath(path);
    // A tab the role can no longer open is dropped, not shown as 403.
    if (resolvePath(index, saved.pathname).kind === 'page')
      state = model.visit(state, model.tabKeyOf(saved.pathname, saved.search), path);
  }
  return follow(state, index, pathname, search, false);
}

export function dropForbidden(state: model.TabsState, index: PageIndex): model.TabsState {
  const tabs = state.tabs.filter((tab) => resolvePath(index, model.splitPath(tab.key).pathname).kind === 'page');
  if (tabs.length === state.tabs.length) return state;
  return { ...state, tabs, activeKey: tabs.some((tab) => tab.key === state.activeKey) ? state.activeKey : null };
}

/** A tab's page moved within its own tab (its table's paging): the tab's path follows. */
export function withPath(state: model.TabsState, path: string): model.TabsState {
  const { pathname, search } = model.splitPath(path);
  const key = model.tabKeyOf(pathname, search);
  const tab = state.tabs.find((t) => t.key === key);
  return !tab || tab.path === path
    ? state
    : { ...state, tabs: state.tabs.map((t) => (t === tab ? { ...t, path } : t)) };
}
