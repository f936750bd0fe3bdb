// Which page a path is, from the whole server menu: a page the role may open (a tab), a page it may not (403,
// never a tab), a group that redirects, or nothing known (/404).
import { matchPath } from 'react-router';
import { walkMenu, type MenuNode } from '@/app/routing/menu-tree';
import { HOME_PATH } from '@/lib/navigation';

export const ICON_LIST_PATH = '/iconList';

/** `fixed` pages are part of the console itself, not of the server menu. */
export type PageEntry = { path: string; node: MenuNode | null; fixed?: 'home' | 'iconList'; keepAlive: boolean };

export type Resolution =
  | { kind: 'page'; entry: PageEntry }
  | { kind: 'forbidden'; entry: PageEntry }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

export type PageIndex = { pages: PageEntry[]; allowed: ReadonlySet<string>; redirects: ReadonlyMap<string, string> };

export function buildPageIndex(fullMenu: MenuNode[], allowedMenu: MenuNode[]): PageIndex {
  const allowedIds = new Set(walkMenu(allowedMenu).map((node) => node.id));
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
  return { pages, allowed, redirects };
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
  return to ? { kind: 'redirect', to } : { kind: 'unknown' };
}

/** Pages the role may open, for tabs restored from storage and the command palette. */
export function openablePages(index: PageIndex): PageEntry[] {
  return index.pages.filter((entry) => index.allowed.has(entry.path));
}
