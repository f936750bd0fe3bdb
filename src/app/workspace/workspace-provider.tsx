// The tab workspace: follows the address bar (every visited page is a tab), restores the tabs saved for this
// user, and offers the tab actions to the tab bar, the side menu, the header and the command palette.
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, useLocation, useNavigate, useNavigationType } from 'react-router';
import { registeredPages } from '@/app/routing/page-registry';
import { buildPageIndex, findPage, resolvePath } from '@/app/workspace/page-index';
import { RestoredDrillTitle } from '@/app/workspace/restored-drill-title';
import { dropForbidden, follow, restoreTabs, withPath } from '@/app/workspace/tab-follow';
import * as model from '@/app/workspace/tab-model';
import { releaseQueries } from '@/app/workspace/tab-scope';
import { saveTabPaths } from '@/app/workspace/tab-storage';
import { DRILL_PARAM } from '@/components/resource-kit/detail/drill';
import { tabTitle } from '@/app/workspace/tab-title';
import {
  TabHostContext,
  WorkspaceActionsContext,
  WorkspaceContext,
  type TabHost,
  type Workspace,
  type WorkspaceActions,
} from '@/app/workspace/workspace-context';
import { feedback } from '@/lib/feedback';
import { useAllowedMenu } from '@/lib/menu-context';
import type { MenuNode } from '@/lib/menu-tree';
import type { TitleSuffix } from '@/lib/pane-title';
import { useSession } from '@/lib/use-session';

const keyOf = (path: string) => {
  const { pathname, search } = model.splitPath(path);
  return model.tabKeyOf(pathname, search);
};

export function WorkspaceProvider({ menu, children }: { menu: MenuNode[]; children: ReactNode }) {
  const { t, i18n } = useTranslation(['shell', 'menu', 'common']);
  const allowedMenu = useAllowedMenu();
  const index = useMemo(() => buildPageIndex(menu, allowedMenu, registeredPages()), [menu, allowedMenu]);
  const location = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const queryClient = useQueryClient();
  const { profile, user } = useSession();
  const owner = profile?.username ?? user?.username ?? '';
  const [state, setState] = useState(() => restoreTabs(index, owner, location.pathname, location.search));
  const [seen, setSeen] = useState({ location, index });
  // What each tab's page said it shows (usePaneTitle), by tab uid.
  const [named, setNamed] = useState<ReadonlyMap<number, () => string>>(() => new Map());

  // Follow the address bar during render (not in an effect), so no frame shows the new URL with the old tab.
  if (seen.location !== location || seen.index !== index) {
    setSeen({ location, index });
    setState((current) => {
      const allowed = seen.index === index ? current : dropForbidden(current, index);
      return follow(allowed, index, location.pathname, location.search, replaced);
    });
  }

  const resolution = useMemo(() => resolvePath(index, location.pathname), [index, location.pathname]);
  const paths = useMemo(() => state.tabs.map((tab) => tab.path).join('\n'), [state.tabs]);
  useEffect(() => saveTabPaths(owner, paths.split('\n')), [owner, paths]);

  // What the actions read when they run: the committed state, and each tab's newest path, which can be ahead of
  // state (the router commits navigations in transitions; several may land as one render).
  const live = useRef({ state, navigate, latest: new Map<string, string>() });
  useLayoutEffect(() => {
    live.current.state = state;
    live.current.navigate = navigate;
    for (const tab of state.tabs) live.current.latest.set(tab.key, tab.path);
  }, [state, navigate]);
  const used = useRef(new Map<number, Set<string>>());
  // How many parts of each tab's page hold it with unsaved edits (usePaneLeaveHold), by tab uid.
  const held = useRef(new Map<number, number>());

  // After the commit that unmounted closed tabs' pages (their observers are gone by now): drop what only they used,
  // and their newest paths (a long session opens thousands of distinct tabs).
  const openKeys = useRef(new Set<string>());
  useEffect(() => {
    const keys = new Set(state.tabs.map((tab) => tab.key));
    for (const key of openKeys.current) if (!keys.has(key)) live.current.latest.delete(key);
    openKeys.current = keys;
    const open = new Set(state.tabs.map((tab) => tab.uid));
    setNamed((current) =>
      [...current.keys()].every((uid) => open.has(uid))
        ? current
        : new Map([...current].filter(([uid]) => open.has(uid))),
    );
    const closed: string[] = [];
    for (const [uid, queries] of used.current) {
      if (open.has(uid)) continue;
      closed.push(...queries);
      used.current.delete(uid);
    }
    if (!closed.length) return;
    const stillUsed = new Set<string>();
    for (const queries of used.current.values()) for (const hash of queries) stillUsed.add(hash);
    releaseQueries(queryClient, closed, stillUsed);
  }, [state.tabs, queryClient]);

  const host = useMemo<TabHost>(
    () => ({
      rememberPath: (path) => {
        live.current.latest.set(keyOf(path), path);
        setState((current) => withPath(current, path));
      },
      queriesOf: (uid) => {
        let queries = used.current.get(uid);
        if (!queries) used.current.set(uid, (queries = new Set()));
        return queries;
      },
      holdTab: (uid, hold) => {
        const count = (held.current.get(uid) ?? 0) + (hold ? 1 : -1);
        if (count > 0) held.current.set(uid, count);
        else held.current.delete(uid);
      },
      nameTab: (uid: number, suffix: TitleSuffix) =>
        setNamed((current) => {
          if (current.get(uid) === (suffix ?? undefined)) return current;
          const next = new Map(current);
          if (suffix) next.set(uid, suffix);
          else next.delete(uid);
          return next;
        }),
    }),
    [],
  );

  const actions = useMemo<WorkspaceActions>(() => {
    const find = (key: string) => live.current.state.tabs.find((tab) => tab.key === key);
    const pathOf = (key: string, fallback: string) => live.current.latest.get(key) ?? fallback;
    // A tab whose page holds unsaved edits goes (closed, or its page remounted) only once the user agrees.
    const unlessHeld = (uids: number[], go: () => void) => {
      if (!uids.some((uid) => held.current.has(uid))) return go();
      feedback().modal.confirm({
        title: t('leave.title', { ns: 'kit' }),
        content: t('leave.text', { ns: 'kit' }),
        okText: t('form.discard', { ns: 'kit' }),
        okButtonProps: { danger: true },
        cancelText: t('form.keepEditing', { ns: 'kit' }),
        onOk: go,
      });
    };
    const apply = (change: model.TabChange) => {
      if (change.blocked) {
        feedback().message.warning({ content: t(`tabs.${change.blocked}`), key: 'shell.tabs.blocked' });
        return;
      }
      const open = new Set(change.state.tabs.map((tab) => tab.uid));
      const closing = live.current.state.tabs.filter((tab) => !open.has(tab.uid)).map((tab) => tab.uid);
      unlessHeld(closing, () => {
        setState(change.state);
        if (change.navigate) live.current.navigate(pathOf(keyOf(change.navigate), change.navigate), { replace: true });
      });
    };
    // An open tab is shown at once, as a discrete update, and the address bar follows: the router commits the URL
    // in a transition, which React renders in 5 ms slices between frames (a 200-row page took ~30 ms longer to come
    // back). follow() then finds the tab already active. A new tab still comes from the URL (follow decides
    // between a page, 403 and 404).
    const show = (path: string) => {
      if (find(keyOf(path))) setState((current) => model.visit(current, keyOf(path), path));
      live.current.navigate(path);
    };
    const reload = (key: string, tab: model.Tab) => {
      const queries = used.current.get(tab.uid);
      // Marked stale without fetching now; the remounted page then fetches them as it mounts.
      if (queries?.size) {
        void queryClient.invalidateQueries({ predicate: (q) => queries.has(q.queryHash), refetchType: 'none' });
      }
      setState((current) => model.refreshTab(current, key));
      if (key !== live.current.state.activeKey) show(pathOf(key, tab.path));
    };
    return {
      open: (path) => show(find(keyOf(path)) && !model.splitPath(path).search ? pathOf(keyOf(path), path) : path),
      activate: (key) => {
        // Compared with the address bar itself: a click on the tab that was active a moment ago must still work.
        const tab = find(key);
        const here = (navigator as typeof navigator & { location?: { pathname: string; search: string } }).location;
        const path = tab ? pathOf(key, tab.path) : null;
        if (path && (!here || `${here.pathname}${here.search}` !== path)) show(path);
      },
      close: (key) => apply(model.closeTab(live.current.state, key)),
      closeOthers: (key) => apply(model.closeOthers(live.current.state, key)),
      closeLeft: (key) => apply(model.closeLeft(live.current.state, key)),
      closeRight: (key) => apply(model.closeRight(live.current.state, key)),
      refresh: (key) => {
        const tab = find(key);
        if (tab) unlessHeld([tab.uid], () => reload(key, tab));
      },
    };
  }, [navigator, queryClient, t]);

  const value = useMemo<Workspace>(
    // i18n.language: titles are re-read when the language changes
    () => ({
      ...actions,
      state,
      index,
      resolution,
      titleOf: (tab) => (i18n.language ? tabTitle(index, tab, named.get(tab.uid)) : tab.key),
    }),
    [actions, state, index, resolution, i18n.language, named],
  );

  const activeTab = state.tabs.find((tab) => tab.key === state.activeKey);
  const documentTitle = activeTab && i18n.language ? tabTitle(index, activeTab, named.get(activeTab.uid)) : '';
  useEffect(() => {
    const app = t('app.title', { ns: 'common' });
    document.title = documentTitle ? `${documentTitle} - ${app}` : app;
  }, [documentTitle, t]);

  // Drilled tabs not named yet (restored after a reload, their pages not shown): named from their pages' filters.
  const unnamedDrills = state.tabs.flatMap((tab) => {
    const { pathname, search } = model.splitPath(tab.key);
    const identity = new URLSearchParams(search).get(DRILL_PARAM);
    const component = identity && !named.has(tab.uid) ? findPage(index, pathname)?.node?.component : undefined;
    return component && identity ? [{ uid: tab.uid, component, identity }] : [];
  });

  return (
    <TabHostContext.Provider value={host}>
      {unnamedDrills.map((drill) => (
        <RestoredDrillTitle key={drill.uid} {...drill} />
      ))}
      <WorkspaceActionsContext.Provider value={actions}>
        <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>
      </WorkspaceActionsContext.Provider>
    </TabHostContext.Provider>
  );
}
