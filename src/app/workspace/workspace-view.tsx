import { useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { Navigate } from 'react-router';
import { ForbiddenPage, pageRoutes } from '@/app/workspace/page-routes';
import { findPage } from '@/app/workspace/page-index';
import { splitPath } from '@/app/workspace/tab-model';
import { TabPane } from '@/app/workspace/tab-pane';
import { useWorkspace } from '@/app/workspace/workspace-context';

/**
 * The content area: every open tab's pane (hidden ones only when kept alive) plus what the address bar shows
 * when it is not a tab (403, or a redirect). It is the shell's scroll container (a resource list asks its pane
 * for the workspace's height and scrolls its rows itself); each tab's scroll position is remembered and put back
 * on return, since a hidden page takes no height (content-visibility: hidden) and loses it. It is the `main` landmark,
 * and `id` the skip link's target: it takes the focus from that link (tabIndex -1, never a Tab stop itself).
 */
export function WorkspaceView({ id, style }: { id?: string; style?: CSSProperties }) {
  const { state, index, resolution } = useWorkspace();
  const routes = useMemo(() => pageRoutes(index), [index]);
  const scroller = useRef<HTMLElement>(null);
  const scrollTops = useRef(new Map<string, number>());
  // Where the scroller is now, as last seen by onScroll: writing scrollTop forces a layout of the whole shell
  // (~10 ms at start-up), so it is written only when the position has to change.
  const scrolledTo = useRef(0);
  const activeKey = state.activeKey;

  useLayoutEffect(() => {
    const target = (activeKey && scrollTops.current.get(activeKey)) || 0;
    if (!scroller.current || target === scrolledTo.current) return;
    scroller.current.scrollTop = target;
    scrolledTo.current = scroller.current.scrollTop;
  }, [activeKey]);

  // A closed tab's position is not needed again (a tab opened anew starts at the top).
  useEffect(() => {
    const open = new Set(state.tabs.map((tab) => tab.key));
    for (const key of scrollTops.current.keys()) if (!open.has(key)) scrollTops.current.delete(key);
  }, [state.tabs]);

  let outside = null;
  if (resolution.kind === 'redirect') outside = <Navigate to={resolution.to} replace />;
  else if (resolution.kind === 'unknown') outside = <Navigate to="/404" replace />;
  else if (resolution.kind === 'forbidden') outside = <ForbiddenPage />;

  return (
    <main
      ref={scroller}
      id={id}
      tabIndex={-1}
      data-testid="workspace"
      style={style}
      onScroll={(event) => {
        scrolledTo.current = event.currentTarget.scrollTop;
        if (activeKey) scrollTops.current.set(activeKey, scrolledTo.current);
      }}
    >
      {outside}
      {state.tabs.map((tab) => {
        const active = tab.key === activeKey;
        const keepAlive = findPage(index, splitPath(tab.key).pathname)?.keepAlive ?? false;
        if (!active && !keepAlive) return null;
        return <TabPane key={`${tab.uid}:${tab.version}`} tab={tab} active={active} routes={routes} />;
      })}
    </main>
  );
}
