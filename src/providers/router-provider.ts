// Refine's router bindings: @refinedev/react-router's, except inside a workspace tab.
//
// | binding | outside a tab (login, the shell)        | inside a tab's page                                          |
// | ------- | --------------------------------------- | ------------------------------------------------------------ |
// | parse   | @refinedev/react-router (useLocation)   | the tab's location (PaneRouteContext); resource and id       |
// |         |                                         | matched from the resources' routes, as the original does     |
// | go      | @refinedev/react-router (useNavigate)   | the tab's guarded navigator: push / replace, "?query" and    |
// |         |                                         | relative paths resolved against the tab's path               |
// | back    | @refinedev/react-router                 | the tab's navigator, go(-1)                                  |
// | Link    | React Router's Link                     | the same                                                     |
//
// Why: when a context's value changes, React marks every consumer of that context object below the provider for
// render, also those a nearer provider shadows (the tab pane provides its own location), and only finds out after
// rendering them that nothing changed. Refine's hooks call parse() dozens of times per component (a list page read
// React Router's location context ~600 times per render), so each address bar change, every tab switch above all,
// rendered every kept-alive list page again: ~10-20 ms per 200-row list, per open tab. A tab's page now reads the
// tab's route from a context nothing above the panes provides.
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type GoConfig,
  type ParseFunction,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import base from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { createPath, matchPath, resolvePath } from 'react-router';
import { PaneRouteContext, type PaneRoute } from '@/lib/pane-route';

const STRINGIFY: qs.IStringifyOptions = {
  addQueryPrefix: true,
  skipNulls: true,
  arrayFormat: 'indices',
  encode: false,
  encodeValuesOnly: true,
};

const toNumber = (value: unknown) =>
  typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value;

type Resources = Parameters<typeof matchResourceFromRoute>[1];

/**
 * One parse per address and resource list, shared by every hook that asks: a list page has dozens of Refine hook
 * instances, and each matched the path against every resource's routes and parsed the query itself, on mount and
 * again on each of the list's own address changes (~130 ms a list page open under the dev server).
 */
const parsedByResources = new WeakMap<Resources, Map<string, ParseResponse>>();
const PARSE_CACHE_SIZE = 100;

function parseAddress(resources: Resources, pathname: string, search: string): ParseResponse {
  let cache = parsedByResources.get(resources);
  if (!cache) parsedByResources.set(resources, (cache = new Map()));
  const key = `${pathname}${search}`;
  const known = cache.get(key);
  if (known) return known;
  const { resource, action, matchedRoute } = matchResourceFromRoute(pathname, resources);
  const params: Record<string, string | undefined> = (matchedRoute && matchPath(matchedRoute, pathname)?.params) || {};
  const combined: Record<string, unknown> = {
    ...params,
    ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
  };
  const parsed: ParseResponse = {
    ...(resource && { resource }),
    ...(action && { action }),
    ...(params.id && { id: decodeURIComponent(params.id) }),
    pathname,
    params: {
      ...combined,
      // as the original: a number when the text is one, else the text as it came
      currentPage: toNumber(combined.currentPage) as number | undefined,
      pageSize: toNumber(combined.pageSize) as number | undefined,
      to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
    },
  };
  if (cache.size >= PARSE_CACHE_SIZE) cache.clear();
  cache.set(key, parsed);
  return parsed;
}

function usePaneParse({ location }: PaneRoute): ParseFunction {
  const { resources } = useContext(ResourceContext);
  const { pathname, search } = location;
  return useMemo(() => () => parseAddress(resources, pathname, search), [pathname, search, resources]);
}

function usePaneGo({ location, navigator }: PaneRoute) {
  const { pathname, search: existingSearch, hash: existingHash } = location;
  return useCallback(
    ({ to, type, query, hash, options: { keepQuery, keepHash } = {} }: GoConfig) => {
      const urlQuery: Record<string, unknown> = {
        ...(keepQuery &&
          existingSearch &&
          qs.parse(existingSearch, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH })),
        ...query,
      };
      if (urlQuery.to) urlQuery.to = encodeURIComponent(`${String(urlQuery.to)}`);
      const urlHash = `#${(hash || (keepHash && existingHash) || '').replace(/^#/, '')}`;
      const fullPath = `${to || ''}${Object.keys(urlQuery).length ? qs.stringify(urlQuery, STRINGIFY) : ''}${urlHash.length > 1 ? urlHash : ''}`;
      if (type === 'path') return fullPath;
      // As React Router's navigate resolves it from this page: "?page=2" keeps the path, "edit" is relative to it.
      const target = createPath(resolvePath(fullPath, pathname));
      if (type === 'replace') navigator.replace(target);
      else navigator.push(target);
      return undefined;
    },
    [pathname, existingSearch, existingHash, navigator],
  );
}

function usePaneBack({ navigator }: PaneRoute) {
  return useCallback(() => navigator.go(-1), [navigator]);
}

// The branch is fixed for a component's life (a page is inside a tab or not; a tab's page never moves out of it),
// so each component calls the same hooks in the same order on every render.
/* eslint-disable react-hooks/rules-of-hooks */
export const routerProvider: RouterProvider = {
  ...base,
  parse: () => {
    const pane = useContext(PaneRouteContext);
    return pane ? usePaneParse(pane) : base.parse!();
  },
  go: () => {
    const pane = useContext(PaneRouteContext);
    return pane ? usePaneGo(pane) : base.go!();
  },
  back: () => {
    const pane = useContext(PaneRouteContext);
    return pane ? usePaneBack(pane) : base.back!();
  },
};
/* eslint-enable react-hooks/rules-of-hooks */
