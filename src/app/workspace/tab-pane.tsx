import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import {
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ContextType,
  type CSSProperties,
} from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { PageErrorBoundary } from '@/app/background/page-error-boundary';
import type { Tab } from '@/app/workspace/tab-model';
import { splitPath } from '@/app/workspace/tab-model';
import {
  createTabScope,
  endReveal,
  guardNavigator,
  setTabShown,
  tabQueryClient,
  takeHeldNavigation,
  type TabScope,
} from '@/app/workspace/tab-scope';
import { useTabHost } from '@/app/workspace/workspace-context';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PaneFillContext } from '@/lib/pane-fill';
import { PaneLeaveContext } from '@/lib/pane-leave';
import { PaneRouteContext } from '@/lib/pane-route';
import { PaneTitleContext, type TitleSuffix } from '@/lib/pane-title';
import { TabShownContext } from '@/lib/tab-shown';

function locationOf(tab: Tab): Location {
  const { pathname, search } = splitPath(tab.path);
  return { pathname, search, hash: '', state: null, key: `tab-${tab.uid}` };
}

// The pages are top-level routes of their own (pageRoutes), not children of the shell's catch-all route.
const TOP_LEVEL: ContextType<typeof UNSAFE_RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/**
 * useRoutes reads the address bar's location and the parent route even when handed a location, and returns a new
 * element each time: called in the pane, every tab switch and every navigation anywhere re-rendered every open
 * page (a 200-row table takes seconds). Here, under the pane's own stable contexts, it renders only when the tab
 * moves.
 */
const TabRoutes = memo(function TabRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
});

/**
 * A hidden tab skips rendering but keeps its style, layout and effects. <Activity mode="hidden"> (display: none)
 * threw all of that away: showing a 200-row list again recomputed the styles and layout of ~5,000 elements and
 * re-ran every cell's layout effects, whose measuring re-rendered the table (~600 ms of a ~780 ms switch).
 * Skipped content is out of focus, hit testing and find-in-page; aria-hidden says so to assistive technology and
 * tests. (`inert` would do it too, but toggling it restyles every element of the page.)
 */
const HIDDEN: CSSProperties = { contentVisibility: 'hidden' };
// A page that asked for it (useFillPane) gets the workspace's height; a definite height lets its table scroll inside.
const FILL: CSSProperties = { height: '100%' };

/**
 * One tab's page, rendered against the tab's own location (not the address bar), so a hidden page keeps
 * routing to itself. Kept-alive tabs stay mounted while hidden: state, DOM, data and subscriptions stay.
 */
type Props = { tab: Tab; active: boolean; routes: RouteObject[] };

// memo: a pane re-renders when its own tab changes, not whenever another tab opens or the URL moves.
export const TabPane = memo(function TabPane({ tab, active, routes }: Props) {
  const { queriesOf, rememberPath, nameTab, holdTab } = useTabHost();
  // A holder made once per pane (not useRef: the navigator and the client read it later, at call time).
  const [scope] = useState<{ current: TabScope }>(() => ({
    current: createTabScope(tab.key, active, queriesOf(tab.uid)),
  }));
  const navigation = useContext(UNSAFE_NavigationContext);
  const guarded = useMemo(
    () => ({ ...navigation, navigator: guardNavigator(navigation.navigator, scope) }),
    [navigation, scope],
  );
  const client = useQueryClient();
  const tabClient = useMemo(() => tabQueryClient(client, scope), [client, scope]);
  const location = useMemo(() => locationOf(tab), [tab]);
  const tabLocation = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  const paneRoute = useMemo(() => ({ location, navigator: guarded.navigator }), [location, guarded]);
  const uid = tab.uid;
  const setTitle = useCallback((suffix: TitleSuffix) => nameTab(uid, suffix), [nameTab, uid]);
  const hold = useCallback((held: boolean) => holdTab(uid, held), [holdTab, uid]);
  // A hidden page runs its effects: tabs restored after a reload mount their page when first shown, so they do
  // not all fetch their lists at once behind the one on screen.
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  // How many mounted parts of the page asked for the workspace's height (useFillPane): a count, so one leaving does
  // not take it from another.
  const [fills, setFills] = useState(0);
  const askFill = useCallback((fill: boolean) => setFills((n) => n + (fill ? 1 : -1)), []);

  // Layout effects run before any timer can fire: a page being hidden is inert from this commit on.
  useLayoutEffect(() => setTabShown(scope, tab.key, active, rememberPath), [active, scope, tab.key, rememberPath]);
  // A parent's passive effects run after its children's: the revealed page has re-subscribed by now.
  useEffect(() => {
    if (!active) return;
    endReveal(scope);
    const held = takeHeldNavigation(scope);
    if (held) (guarded.navigator.replace as (...args: unknown[]) => void)(...held);
  }, [active, scope, guarded]);

  return (
    <QueryClientProvider client={tabClient}>
      <UNSAFE_NavigationContext.Provider value={guarded}>
        <UNSAFE_LocationContext.Provider value={tabLocation}>
          <UNSAFE_RouteContext.Provider value={TOP_LEVEL}>
            <div
              data-testid="tab-page"
              data-tab-key={tab.key}
              style={active ? (fills > 0 ? FILL : undefined) : HIDDEN}
              aria-hidden={!active || undefined}
            >
              {visited ? (
                <PaneRouteContext.Provider value={paneRoute}>
                  <TabShownContext.Provider value={active}>
                    <PaneFillContext.Provider value={askFill}>
                      <PaneTitleContext.Provider value={setTitle}>
                        <PaneLeaveContext.Provider value={hold}>
                          <PageErrorBoundary>
                            <Suspense fallback={<FullPageSpinner />}>
                              <TabRoutes routes={routes} location={location} />
                            </Suspense>
                          </PageErrorBoundary>
                        </PaneLeaveContext.Provider>
                      </PaneTitleContext.Provider>
                    </PaneFillContext.Provider>
                  </TabShownContext.Provider>
                </PaneRouteContext.Provider>
              ) : null}
            </div>
          </UNSAFE_RouteContext.Provider>
        </UNSAFE_LocationContext.Provider>
      </UNSAFE_NavigationContext.Provider>
    </QueryClientProvider>
  );
});
