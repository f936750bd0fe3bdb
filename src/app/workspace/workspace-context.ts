import { createContext, useContext } from 'react';
import type { PageIndex, Resolution } from '@/app/workspace/page-index';
import type { Tab, TabsState } from '@/app/workspace/tab-model';
import type { TitleSuffix } from '@/lib/pane-title';

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
  /**
   * The hashes of the queries a tab has used, one set per tab for as long as it is open (its pane may remount):
   * "refresh current" marks them stale, closing the tab drops those no other tab uses.
   */
  queriesOf: (uid: number) => Set<string>;
  /** A tab's page named it more precisely (usePaneTitle): kept while the tab is open, even after its page unmounts. */
  nameTab: (uid: number, suffix: TitleSuffix) => void;
  /** A part of a tab's page has unsaved edits (true) or no longer has (false): closing or refreshing it asks first. */
  holdTab: (uid: number, held: boolean) => void;
};

export const WorkspaceContext = createContext<Workspace | null>(null);
/** The actions alone: they never change, so a consumer (the side menu) does not render again with each tab switch. */
export const WorkspaceActionsContext = createContext<WorkspaceActions | null>(null);
export const TabHostContext = createContext<TabHost | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace outside <WorkspaceProvider>');
  return workspace;
}

export function useWorkspaceActions(): WorkspaceActions {
  const actions = useContext(WorkspaceActionsContext);
  if (!actions) throw new Error('useWorkspaceActions outside <WorkspaceProvider>');
  return actions;
}

export function useTabHost(): TabHost {
  const host = useContext(TabHostContext);
  if (!host) throw new Error('useTabHost outside <WorkspaceProvider>');
  return host;
}
