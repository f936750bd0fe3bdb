// Which page a path is: a page the role may open (a tab), a page it may not (403, never a tab), a group that
// redirects, or nothing known (/404). The server may filter the menu by role before it answers, so the menu alone
// cannot tell "not yours" from "no such page": every page this build registers also answers at its conventional
// path `/<area>/<page>` (contract, "MenuItem"), as 403 unless the role has it in its menu at another path, which the
// conventional one then redirects to.
import { matchPath } from 'react-router';
import { walkMenu, type MenuNode } from '@/lib/menu-tree';
import { HOME_PATH } from '@/lib/navigation';

export const ICON_LIST_PATH = '/iconList';

/** `fixed` pages are part of the console itself, not of the server menu. */
export type PageEntry = { path: string; node: MenuNode | null; fixed?: 'home' | 'iconList'; keepAlive: boolean };

export type Resolution =
  | { kind: 'page'; entry: PageEntry }
  | { kind: 'forbidden'; entry: PageEntry }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

export type PageIndex = {
  pages: PageEntry[];
  allowed: ReadonlySet<string>;
  redirects: ReadonlyMap<string, string>;
  /** Conventional paths of registered pages that the role's menu does not offer. */
  forbidden: ReadonlySet<string>;
};

/** `game.betOrder` -> `/game/betOrder`: where the contract puts a page of the spec. */
export function conventionalPath(component: string): string {
  return `/${component.split('.').join('/')}`;
}

export function buildPageIndex(
  fullMenu: MenuNode[],
  allowedMenu: MenuNode[],
  registered: readonly string[] = [],
): PageIndex {
  const allowedNodes = walkMenu(allowedMenu);
  const allowedIds = new Set(allowedNodes.map((node) => node.id));
  const pages: PageEntry[] = [
    { path: HOME_PATH, node: null, fixed: 'home', keepAlive: true },
    { path: ICON_LIST_PATH, node: null, fixed: 'iconList', keepAlive: true },
  ];
  const allowed = new Set([HOME_PATH, ICON_LIST_PATH]);
  const redirects = new Map<string, string>([['/', HOME_PATH]]);
  for (const node of walkMenu(fullMenu)) {
    if (node.external || !node.path.startsWith('/')) continue;
    if (node.component) {
      pages.push({ path: node.path, node, keepAlive: node.keepAlive });
      if (allowedIds.has(node.id)) allowed.add(node.path);
    } else if (node.redirect) {
      redirects.set(node.path, node.redirect);
    }
  }
  const forbidden = new Set<string>();
  for (const component of registered) {
    const path = conventionalPath(component);
    if (pages.some((entry) => entry.path === path) || redirects.has(path)) continue;
    const elsewhere = allowedNodes.find((node) => node.component === component && !node.external);
    if (elsewhere) redirects.set(path, elsewhere.path);
    else forbidden.add(path);
  }
  return { pages, allowed, redirects, forbidden };
}

export function findPage(index: PageIndex, pathname: string): PageEntry | null {
  return (
    index.pages.find((entry) => entry.path === pathname) ??
    index.pages.find((entry) => matchPath({ path: entry.path, end: true }, pathname)) ??
    null
  );
}

export function resolvePath(index: PageIndex, pathname: string): Resolution {
  const entry = findPage(index, pathname);
  if (entry) return index.allowed.has(entry.path) ? { kind: 'page', entry } : { kind: 'forbidden', entry };
  const to = index.redirects.get(pathname);
  if (to) return { kind: 'redirect', to };
  if (index.forbidden.has(pathname))
    return { kind: 'forbidden', entry: { path: pathname, node: null, keepAlive: false } };
  return { kind: 'unknown' };
}

/** Pages the role may open, for tabs restored from storage and the command palette. */
export function openablePages(index: PageIndex): PageEntry[] {
  return index.pages.filter((entry) => index.allowed.has(entry.path));
}
