import { createContext, useContext, type RefObject } from 'react';
import type { PageIndex, Resolution } from '@/app/workspace/page-index';
import type { Tab, TabsState } from '@/app/workspace/tab-model';
import type { TabScope } from '@/app/workspace/tab-scope';

/** Stable functions (same identity for the life of the workspace), for the tab bar, menu, header and palette. */
export type WorkspaceActions = {
  /** Opens a path, or the open tab of that page with its own query (paging, filters). */
  open: (path: string) => void;
  activate: (key: string) => void;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  refresh: (key: string) => void;
};

export type Workspace = WorkspaceActions & {
  state: TabsState;
  index: PageIndex;
  /** What the address bar shows right now. */
  resolution: Resolution;
  titleOf: (tab: Tab) => string;
};

/** What a tab pane needs, apart so panes do not re-render on every change of the workspace. */
export type TabHost = {
  /** A tab's page navigated (e.g. its table wrote its paging into the URL): its tab follows at once. */
  rememberPath: (path: string) => void;
  /** Panes register their scope so "refresh current" knows which queries to mark stale. */
  registerScope: (uid: number, scope: RefObject<TabScope>) => () => void;
};

export const WorkspaceContext = createContext<Workspace | null>(null);
export const TabHostContext = createContext<TabHost | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace outside <WorkspaceProvider>');
  return workspace;
}

export function useTabHost(): TabHost {
  const host = useContext(TabHostContext);
  if (!host) throw new Error('useTabHost outside <WorkspaceProvider>');
  return host;
}
