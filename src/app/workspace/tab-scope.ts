// What keeps a hidden tab inert and its data as it was:
// - its router navigator drops push/replace/go unless the tab is shown and the address bar is still on it, so a
//   timer or a late effect in a hidden page (Refine's useTable with syncWithLocation) can never write the
//   visible page's URL, not even in the moment between a tab switch and React committing it;
// - its query client (the shared cache, seen through a proxy) does not refetch on mount while the tab is being
//   revealed: a hidden page stays subscribed, but one that mounts a query while hidden or on return (a lazy part
//   of the page) would otherwise fetch stale data again. It also records which queries the tab used, for
//   "refresh current" and for dropping them from the cache when the tab closes.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { Navigator } from 'react-router';
import { tabKeyOf } from '@/app/workspace/tab-model';

export type TabScope = {
  key: string;
  active: boolean;
  revealing: boolean;
  queries: Set<string>;
  /** Told where the tab's page navigated, at once (the router may commit several navigations as one). */
  onNavigate?: (path: string) => void;
  /** The last push/replace the page asked for while hidden (arguments), written as a replace when it is shown. */
  held?: unknown[];
};

/** `queries`: the tab's record, kept by the workspace across remounts (a page without keep-alive unmounts when hidden). */
export function createTabScope(key: string, active: boolean, queries: Set<string> = new Set()): TabScope {
  return { key, active, revealing: false, queries };
}

// Session-wide queries a page may read too (Refine's identity, permissions and access checks, the shell's export
// tasks): never one tab's own, whoever asked first.
const SHARED_ROOTS = new Set<unknown>(['auth', 'access', 'audit', 'shell']);

/**
 * Drops the queries of closed tabs that no open tab uses and nothing observes. Each cached query holds its data
 * and its queryFn's closure (with it the unmounted page) for gcTime (5 min): 30 closed tabs doubled the heap.
 */
export function releaseQueries(client: QueryClient, closed: Iterable<string>, stillUsed: ReadonlySet<string>): number {
  const cache = client.getQueryCache();
  let removed = 0;
  for (const hash of closed) {
    if (stillUsed.has(hash)) continue;
    const query = cache.get(hash);
    if (!query || query.getObserversCount() > 0 || SHARED_ROOTS.has(query.queryKey[0])) continue;
    cache.remove(query);
    removed += 1;
  }
  return removed;
}

/** The pane was shown or hidden: a hidden tab is inert, and its next reveal must not refetch. */
export function setTabShown(
  scope: RefObject<TabScope>,
  key: string,
  active: boolean,
  onNavigate?: (path: string) => void,
) {
  scope.current.key = key;
  scope.current.active = active;
  scope.current.onNavigate = onNavigate;
  if (!active) scope.current.revealing = true;
}

/** The revealed page has re-subscribed its queries: queries mounted from now on behave normally. */
export function endReveal(scope: RefObject<TabScope>) {
  scope.current.revealing = false;
}

/**
 * A hidden page keeps running (its effects are not paused), so Refine's useTable writes a paging change made
 * while hidden into the URL at once, and the guard drops it. Its last such navigation is the page's own URL once
 * shown again: the caller replays it with replace.
 */
export function takeHeldNavigation(scope: RefObject<TabScope>): unknown[] | undefined {
  const held = scope.current.held;
  scope.current.held = undefined;
  return held;
}

const GUARDED = new Set<PropertyKey>(['push', 'replace', 'go']);

function pathOf(to: unknown): string | null {
  if (typeof to === 'string') return to;
  if (typeof to === 'object' && to !== null && 'pathname' in to) {
    const { pathname = '', search = '' } = to as { pathname?: string; search?: string };
    return `${pathname}${search}`;
  }
  return null;
}

function bound(target: object, prop: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/** The history behind BrowserRouter and MemoryRouter knows where the address bar is right now. */
function addressIsTab(navigator: Navigator, key: string): boolean {
  const here = (navigator as Navigator & { location?: { pathname: string; search: string } }).location;
  return !here || tabKeyOf(here.pathname, here.search) === key;
}

export function guardNavigator(navigator: Navigator, scope: RefObject<TabScope>): Navigator {
  return new Proxy(navigator, {
    get(target, prop) {
      if (!GUARDED.has(prop)) return bound(target, prop);
      return (...args: unknown[]) => {
        if (!scope.current.active || !addressIsTab(target, scope.current.key)) {
          if (!scope.current.active && prop !== 'go') scope.current.held = args;
          return;
        }
        // Read at call time: Refine's unsaved-changes guard may have swapped push for its own.
        (Reflect.get(target, prop, target) as (...a: unknown[]) => void).apply(target, args);
        const path = prop === 'go' ? null : pathOf(args[0]);
        if (path) scope.current.onNavigate?.(path);
      };
    },
  });
}

type RefetchOnMount = boolean | 'always' | ((query: Query) => boolean | 'always') | undefined;
const WRAPPED = Symbol('tabRefetchOnMount');
type Wrapped = ((query: Query) => boolean | 'always' | undefined) & { [WRAPPED]?: true };

export function tabQueryClient(client: QueryClient, scope: RefObject<TabScope>): QueryClient {
  return new Proxy(client, {
    get(target, prop) {
      if (prop !== 'defaultQueryOptions') return bound(target, prop);
      return (options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
        const defaulted = target.defaultQueryOptions(options);
        if (defaulted.queryHash) scope.current.queries.add(defaulted.queryHash);
        const original = defaulted.refetchOnMount as RefetchOnMount;
        if (typeof original === 'function' && (original as Wrapped)[WRAPPED]) return defaulted;
        const wrapped: Wrapped = (query) => {
          if (scope.current.revealing) return false;
          return typeof original === 'function' ? original(query) : original;
        };
        wrapped[WRAPPED] = true;
        return { ...defaulted, refetchOnMount: wrapped as never };
      };
    },
  });
}
