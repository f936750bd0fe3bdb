import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Navigator } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  createTabScope,
  endReveal,
  guardNavigator,
  releaseQueries,
  setTabShown,
  tabQueryClient,
  takeHeldNavigation,
} from '@/app/workspace/tab-scope';

function fakeHistory(path: string) {
  const [pathname, search = ''] = path.split('?');
  return {
    location: { pathname: pathname!, search: search ? `?${search}` : '' },
    push: vi.fn(),
    replace: vi.fn(),
    go: vi.fn(),
    createHref: (to: unknown) => String(to),
  };
}

describe('a tab\u2019s navigator', () => {
  it('navigates only while the tab is shown and the address bar is on it', () => {
    const history = fakeHistory('/game/classify?currentPage=2');
    const scope = { current: createTabScope('/game/classify', true) };
    const followed: string[] = [];
    setTabShown(scope, '/game/classify', true, (path) => followed.push(path));
    const navigator = guardNavigator(history as unknown as Navigator, scope);
    navigator.replace({ pathname: '/game/classify', search: '?currentPage=3', hash: '' });
    expect(history.replace).toHaveBeenCalledTimes(1);
    // The workspace hears of it at once, before the router renders it.
    expect(followed).toEqual(['/game/classify?currentPage=3']);
    expect(navigator.createHref('/x' as never)).toBe('/x');

    // Another tab was clicked: the address moved before React hid this one.
    history.location = { pathname: '/game/betOrder', search: '' };
    navigator.replace('/game/classify?currentPage=4');
    navigator.push('/elsewhere');
    expect(history.replace).toHaveBeenCalledTimes(1);
    expect(history.push).not.toHaveBeenCalled();

    // Hidden (even with the address back on it for a moment): inert.
    history.location = { pathname: '/game/classify', search: '' };
    setTabShown(scope, '/game/classify', false);
    navigator.go(-1);
    navigator.replace('/game/classify?currentPage=5');
    expect(history.go).not.toHaveBeenCalled();
    expect(history.replace).toHaveBeenCalledTimes(1);
    expect(followed).toHaveLength(1);
  });

  it('keeps the last push or replace asked for while hidden, once, for when the tab is shown', () => {
    const history = fakeHistory('/home');
    const scope = { current: createTabScope('/game/classify', false) };
    setTabShown(scope, '/game/classify', false);
    const navigator = guardNavigator(history as unknown as Navigator, scope);
    navigator.push('/game/classify?currentPage=2');
    navigator.replace('/game/classify?currentPage=3', { state: 1 });
    navigator.go(-1);
    expect(takeHeldNavigation(scope)).toEqual(['/game/classify?currentPage=3', { state: 1 }]);
    expect(takeHeldNavigation(scope)).toBeUndefined();
    expect(history.replace).not.toHaveBeenCalled();
  });
});

describe('a tab\u2019s query client', () => {
  it('shares the cache, records the tab\u2019s queries, and skips refetch-on-mount while revealing', () => {
    const shared = new QueryClient();
    const scope = { current: createTabScope('/a', true) };
    const client = tabQueryClient(shared, scope);
    expect(client.getQueryCache()).toBe(shared.getQueryCache());
    const options = client.defaultQueryOptions({ queryKey: ['list', 1] });
    expect(scope.current.queries.has(options.queryHash!)).toBe(true);
    const refetchOnMount = options.refetchOnMount as (query: unknown) => unknown;
    expect(refetchOnMount({})).toBeUndefined(); // the client's default: refetch when stale
    setTabShown(scope, '/a', false);
    expect(refetchOnMount({})).toBe(false);
    setTabShown(scope, '/a', true);
    expect(refetchOnMount({})).toBe(false); // revealed; its queries re-subscribe now
    endReveal(scope);
    expect(refetchOnMount({})).toBeUndefined();
    // Already-defaulted options are not wrapped twice.
    expect(client.defaultQueryOptions(options).refetchOnMount).toBe(refetchOnMount);
  });
});

describe('closing a tab', () => {
  it('drops only the queries no open tab uses, nothing observes and no session-wide root owns', () => {
    const client = new QueryClient();
    const hash = (key: unknown[]) => client.defaultQueryOptions({ queryKey: key }).queryHash!;
    const keys = { own: ['list', 'a'], shared: ['list', 'b'], watched: ['list', 'c'], session: ['auth', 'me'] };
    for (const key of Object.values(keys)) client.setQueryData(key, { rows: [] });
    const observer = new QueryObserver(client, { queryKey: keys.watched, enabled: false });
    const stop = observer.subscribe(() => undefined);

    const closed = Object.values(keys).map(hash);
    const removed = releaseQueries(client, closed, new Set([hash(keys.shared)]));

    expect(removed).toBe(1);
    expect(client.getQueryData(keys.own)).toBeUndefined();
    expect(client.getQueryData(keys.shared)).toBeDefined();
    expect(client.getQueryData(keys.watched)).toBeDefined();
    expect(client.getQueryData(keys.session)).toBeDefined();
    stop();
  });
});
