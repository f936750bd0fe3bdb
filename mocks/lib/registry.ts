// Every area's registration (mocks/<area>/register.ts), found the way the console's kit finds its kinds: by
// import.meta.glob under Vite and Vitest; under tsx (the standalone server, the docs script), which has no glob, by
// reading the folder and requiring the files, which is safe because a register file is data only (no state to
// duplicate). What the central pieces derive from it: the endpoint table (README 0.5), the menu, the keys and the role
// templates (mocks/domain/staff/catalog.ts).
import type { MenuItem } from '@/api/common';
import type {
  AreaRegistration,
  EndpointAccess,
  LogVerb,
  MenuDeclaration,
  PageRegistration,
  RoleTemplate,
} from '@mocks/lib/registration';
import { needKeys } from '@mocks/lib/registration';

type RegisterModule = { registration: AreaRegistration };

function viteFound(): Record<string, RegisterModule> | undefined {
  try {
    return import.meta.glob<RegisterModule>('../*/register.ts', { eager: true });
  } catch {
    return undefined; // tsx: import.meta.glob is Vite's and is not defined here.
  }
}

type NodeBuiltins = { getBuiltinModule?: (id: string) => unknown };
type NodeFs = { readdirSync(dir: string): string[]; existsSync(path: string): boolean };
type NodeModule = { createRequire(from: string): (id: string) => unknown };

function nodeFound(): Record<string, RegisterModule> {
  const proc = (globalThis as { process?: NodeBuiltins }).process;
  const fs = proc?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
  const mod = proc?.getBuiltinModule?.('node:module') as NodeModule | undefined;
  if (!fs || !mod) throw new Error('mock registry: no import.meta.glob and no Node built-ins');
  const mocksDir = new URL('../', import.meta.url);
  const require = mod.createRequire(import.meta.url);
  const found: Record<string, RegisterModule> = {};
  for (const area of fs.readdirSync(mocksDir.pathname).sort()) {
    const file = new URL(`${area}/register.ts`, mocksDir).pathname;
    if (fs.existsSync(file)) found[file] = require(file) as RegisterModule;
  }
  return found;
}

const order = (a?: { sort?: number }, b?: { sort?: number }) => (a?.sort ?? 1e9) - (b?.sort ?? 1e9);

/** The areas, in menu order (the shell, without a group, last). */
export const AREAS: readonly AreaRegistration[] = Object.values(viteFound() ?? nodeFound())
  .map((m) => m.registration)
  .sort((a, b) => order(a.group, b.group) || a.key.localeCompare(b.key));

export type RegisteredPage = PageRegistration & { area: AreaRegistration };

/** Every page in menu order (by area, then by the page's sort). */
export const PAGES: readonly RegisteredPage[] = AREAS.flatMap((area) =>
  [...(area.pages ?? [])].sort((a, b) => order(a.menu, b.menu)).map((page) => ({ ...page, area })),
);

/** A link's menu entry has no component: its key is held like a page's, but it is no page. */
export const isLink = (page: PageRegistration) => page.menu.component === '';

function menuItem(area: AreaRegistration, page: PageRegistration | undefined, entry: MenuDeclaration): MenuItem {
  const key = page?.key ?? '';
  const name = key.slice(key.indexOf('.') + 1);
  return {
    parentId: area.group?.id ?? 0,
    path: `/${area.key}/${name}`,
    component: `${area.key}/${name}`,
    permission: key,
    title: `pages.${key}`,
    icon: '',
    keepAlive: 1,
    hidden: 0,
    ...entry,
  };
}

/**
 * The menu: each group followed by its pages, then the routes that are no page of their own (hidden details) and the
 * links. Ids and sorts are the declared ones, so a page added anywhere changes no other item.
 */
export function registeredMenu(): MenuItem[] {
  const items: MenuItem[] = [];
  const late: MenuItem[] = [];
  for (const area of AREAS) {
    if (!area.group) continue;
    const pages = PAGES.filter((p) => p.area === area);
    const first = pages.find((p) => !isLink(p) && !p.menu.hidden);
    items.push({
      id: area.group.id,
      parentId: 0,
      path: `/${area.key}`,
      component: '',
      permission: '',
      title: `groups.${area.key}`,
      icon: area.group.icon,
      keepAlive: 1,
      hidden: 0,
      redirect: first ? menuItem(area, first, first.menu).path : '',
      sort: area.group.sort,
    });
    for (const page of pages) (isLink(page) ? late : items).push(menuItem(area, page, page.menu));
    for (const page of pages) for (const more of page.moreMenu ?? []) late.push(menuItem(area, undefined, more));
  }
  late.sort((a, b) => a.id - b.id);
  return [...items, ...late];
}

/** The keys of a page that are no page key: its tabs, then its actions, each with its role-tree item id. */
export function itemKeysOf(page: PageRegistration): [string, number][] {
  return [...Object.entries(page.keys ?? {}), ...Object.entries(page.actions ?? {})];
}

/** Which role templates hold a key. */
export function grantsOf(template: RoleTemplate): Set<string> {
  return new Set(PAGES.flatMap((p) => p.grants?.[template] ?? []));
}

export function isPlatformOnlyKey(key: string): boolean {
  const page = PAGES.find((p) => key === p.key || key.startsWith(`${p.key}.`) || p.keys?.[key] !== undefined);
  if (page) return Boolean(page.platformOnly || page.area.platformOnly);
  return AREAS.some((a) => a.platformOnly && key.startsWith(`${a.key}.`));
}

export type EndpointEntry = { access: EndpointAccess; verb?: LogVerb };

/**
 * The endpoint table: the areas' own endpoints, then each page's calls, merged (an endpoint several pages call needs
 * any of their keys; the page of the endpoint's own area comes first, and it names the log's verb).
 */
export function registeredEndpoints(): Map<string, EndpointEntry> {
  const table = new Map<string, EndpointEntry>();
  for (const area of AREAS)
    for (const [endpoint, access] of Object.entries(area.endpoints ?? {})) table.set(endpoint, { access });
  const ownArea = (endpoint: string) => endpoint.split('/')[2] ?? '';
  for (const own of [true, false]) {
    for (const page of PAGES) {
      for (const [endpoint, need] of Object.entries(page.calls)) {
        if ((ownArea(endpoint) === page.area.key) !== own) continue;
        const before = table.get(endpoint);
        const keys = before && Array.isArray(before.access) ? (before.access as readonly string[]) : [];
        const added = needKeys(need).filter((key) => !keys.includes(key));
        if (!added.length) continue;
        table.set(endpoint, {
          access: [...keys, ...added] as unknown as EndpointAccess,
          verb: before?.verb ?? (typeof need === 'object' && 'verb' in need ? need.verb : undefined),
        });
      }
    }
  }
  return table;
}
