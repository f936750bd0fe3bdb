import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Activity, memo, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageErrorBoundary } from '@/app/background/page-error-boundary';
import type { Tab } from '@/app/workspace/tab-model';
import { splitPath } from '@/app/workspace/tab-model';
import {
  createTabScope, endReveal, guardNavigator, setTabShown, tabQueryClient, type TabScope,
} from '@/app/workspace/tab-scope';
import { useTabHost } from '@/app/workspace/workspace-context';
import { FullPageSpinner } from '@/components/full-page-spinner';

function locationOf(tab: Tab): Location {
  const { pathname, search } = splitPath(tab.path);
  return { pathname, search, hash: '', state: null, key: `tab-${tab.uid}` };
}

/**
 * One tab's page, rendered against the tab's own location (not the address bar), so a hidden page keeps
 * routing to itself. Kept-alive tabs stay mounted under <Activity mode="hidden">: state, DOM and data stay;
 * effects are disconnected until the tab is shown again.
 */
type Props = { tab: Tab; active: boolean; routes: RouteObject[] };

// memo: a pane re-renders when its own tab changes, not whenever another tab opens or the URL moves.
export const TabPane = memo(function TabPane({ tab, active, routes }: Props) {
  const { registerScope, rememberPath } = useTabHost();
  // A holder made once per pane (not useRef: the navigator and the client read it later, at call time).
  const [scope] = useState<{ current: TabScope }>(() => ({ current: createTabScope(tab.key, active) }));
  const navigation = useContext(UNSAFE_NavigationContext);
  const guarded = useMemo(() => ({ ...navigation, navigator: guardNavigator(navigation.navigator, scope) }), [navigation, scope]);
  const client = useQueryClient();
  const tabClient = useMemo(() => tabQueryClient(client, scope), [client, scope]);
  const location = useMemo(() => locationOf(tab), [tab]);
  const page = useRoutes(routes, location);

  useEffect(() => registerScope(tab.uid, scope), [registerScope, tab.uid, scope]);
  // Layout effects run before any timer can fire: a page being hidden is inert from this commit on.
  useLayoutEffect(() => setTabShown(scope, tab.key, active, rememberPath), [active, scope, tab.key, rememberPath]);
  // A parent's passive effects run after its children's: the revealed page has re-subscribed by now.
  useEffect(() => {
    if (active) endReveal(scope);
  }, [active, scope]);

  return (
    <QueryClientProvider client={tabClient}>
      <UNSAFE_NavigationContext.Provider value={guarded}>
        <Activity mode={active ? 'visible' : 'hidden'}>
          <div data-testid="tab-page" data-tab-key={tab.key}>
            <PageErrorBoundary>
              <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
            </PageErrorBoundary>
          </div>
        </Activity>
      </UNSAFE_NavigationContext.Provider>
    </QueryClientProvider>
  );
});
