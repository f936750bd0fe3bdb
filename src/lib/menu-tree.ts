// The server menu becomes a tree of MenuNodes: nested by parentId (ready `children` are accepted too), sorted,
// booleans normalised (they come as true/false or 0/1), component keys in dot form (`player/page` -> `player.page`).
import type { ResourceProps } from '@refinedev/core';
import type { MenuItem } from '@/api/common';

export type MenuNode = {
  id: number;
  parentId: number;
  path: string;
  permission: string;
  component: string;
  title: string;
  icon: string;
  keepAlive: boolean;
  hidden: boolean;
  redirect?: string;
  sort: number;
  external: boolean;
  /** False for a page whose component this build does not have (the server can be ahead of the console). */
  available: boolean;
  children: MenuNode[];
};

const flag = (value: unknown) => value === true || value === 1 || value === '1';

export function componentKey(component: string | undefined | null): string {
  return (component ?? '').trim().replace(/^\/+/, '').replace(/\//g, '.');
}

function flatten(items: MenuItem[], out: MenuItem[] = [], parentId?: number): MenuItem[] {
  for (const item of items) {
    out.push(parentId === undefined ? item : { ...item, parentId });
    if (item.children?.length) flatten(item.children, out, item.id);
  }
  return out;
}

export function buildMenuTree(items: MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const item of flatten(items)) {
    nodes.set(item.id, {
      id: item.id,
      parentId: Number(item.parentId) || 0,
      path: item.path ?? '',
      permission: item.permission ?? '',
      component: componentKey(item.component),
      title: item.title ?? '',
      icon: item.icon ?? '',
      keepAlive: flag(item.keepAlive),
      hidden: flag(item.hidden),
      redirect: item.redirect || undefined,
      sort: item.sort ?? 0,
      external: /^https?:\/\//i.test(item.path ?? ''),
      available: true,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((n) => order(n.children));
    return list;
  };
  return order(roots);
}

/**
 * Keeps what the role may see. A page (or link) needs its permission key. A directory (an item others name as
 * parent) stays when anything below it stays, whatever its own key: roles commonly store only the keys of pages and
 * actions (a role tree's half-checked parents are not saved), and a directory with nothing left below it goes
 * (contract, "MenuItem"). The side menu, the palette and the routes all read this one result.
 */
export function filterMenu(tree: MenuNode[], allowed: (permission: string) => boolean): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of tree) {
    if (node.children.length > 0) {
      const children = filterMenu(node.children, allowed);
      if (children.length > 0) kept.push({ ...node, children });
    } else if (!node.component && !node.external) {
      continue; // a directory with nothing below it
    } else if (!node.permission || allowed(node.permission)) {
      kept.push(node);
    }
  }
  return kept;
}

/**
 * Marks the pages this build cannot show: the palette and the home shortcuts leave them out, the side menu marks
 * them, and opening one by URL says "page unavailable".
 */
export function markAvailable(tree: MenuNode[], has: (component: string) => boolean): MenuNode[] {
  return tree.map((node) => ({
    ...node,
    available: node.external || !node.component || has(node.component),
    children: markAvailable(node.children, has),
  }));
}

export function walkMenu(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => [node, ...walkMenu(node.children)]);
}

/** Route name from the permission key; a second item with the same key (a hidden detail page) adds its component. */
export function routeNames(tree: MenuNode[]): Map<MenuNode, string> {
  const names = new Map<MenuNode, string>();
  const taken = new Set<string>();
  for (const node of walkMenu(tree)) {
    let name = node.permission || node.component || `menu-${node.id}`;
    if (taken.has(name)) name = `${name}:${node.component || node.id}`;
    taken.add(name);
    names.set(node, name);
  }
  return names;
}

export function toResources(tree: MenuNode[]): ResourceProps[] {
  const names = routeNames(tree);
  const parentName = new Map<number, string>();
  for (const [node, name] of names) parentName.set(node.id, name);
  return walkMenu(tree).map((node) => ({
    name: names.get(node)!,
    identifier: names.get(node)!,
    list: node.external || !node.component ? undefined : node.path,
    meta: {
      label: node.title,
      parent: node.parentId ? parentName.get(node.parentId) : undefined,
      hide: node.hidden,
      permission: node.permission || undefined,
      component: node.component || undefined,
      keepAlive: node.keepAlive,
      icon: node.icon,
      externalUrl: node.external ? node.path : undefined,
    },
  }));
}
