// The fault table: for every page of the menu, the list it loads and every save it can send (its form, its row and
// toolbar actions that call the server), read from the pages' own declarations (defineResource) and labelled as the
// console labels them (the kit's resourceText, zh-CN), so a page added to the menu and the build is covered without
// editing the spec. The declarations are modules that import styles and read `import.meta.env`: a Vite server in SSR
// mode loads them in Node, as the build would, with the project's own config.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_ITEMS } from '@mocks/domain/staff/catalog';
import { ENDPOINT_PERMISSIONS } from '@mocks/lib/endpoint-permissions';
import { componentKey } from '@/lib/menu-tree';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/**
 * How the save is reached: the toolbar's create button, a row's edit link, a row action, a toolbar action, a button
 * of an entity's detail (by its test id).
 */
export type Trigger = 'create' | 'edit' | 'row' | 'toolbar' | 'detail';
export type SaveRow = {
  /** The declaration's action key (`save` for the form). */
  key: string;
  trigger: Trigger;
  /** The link's or button's text (zh-CN); `{{x}}` parts are row values. A detail's button: its test id. */
  label: string;
  /** Where it posts. */
  url: string;
  /** A toolbar action that needs selected rows. */
  selection: boolean;
};
/** A list scoped to one row (a job's run log, a merchant's rate history), opened from a row of its page. */
export type SubListRow = {
  /** The declaration's key (`runLog`). */
  key: string;
  /** The sub-list declaration's name: its part of the page is `resource-<name>`. */
  name: string;
  /** The row action's text (zh-CN) that opens it in a drawer; `{{x}}` parts are row values. */
  label: string;
  /** Its list call. */
  list: string;
  display: 'drawer' | 'expand';
  /** The sub-list's own saves (its form, row and toolbar actions). */
  saves: SaveRow[];
};
/** An entity's detail (the player's), opened from the first row's id link of a page that lists it, and its saves. */
export type DetailRow = { entity: string; saves: SaveRow[] };
export type PageRow = {
  /** The menu item's permission key and its title key (menu.json). */
  key: string;
  title: string;
  group: string;
  /** The list call, when the page is a list. */
  list?: string;
  /** A page of its own (`page` in the declaration) that may not show the kit's list toolbar. */
  custom: boolean;
  saves: SaveRow[];
  subLists: SubListRow[];
  /** The details its rows' id links open that have saves of their own (faulted once per run, on the first page). */
  details: DetailRow[];
  /** POST endpoints the contract gives this page's action keys that no declared trigger sends (said in the report). */
  unreached: string[];
};

const repo = fileURLToPath(new URL('../../..', import.meta.url));

function zhCnResources() {
  const dir = path.join(repo, 'public/locales/zh-CN');
  const namespaces = Object.fromEntries(
    readdirSync(dir).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object,
    ]),
  );
  return { 'zh-CN': namespaces };
}

type Loaded = {
  PAGE_MODULES: Record<string, { load: () => Promise<Record<string, unknown>>; exportName: string }>;
  endpointOf: (resource: string, kind: 'list' | 'create' | 'update', meta?: object) => string;
  resourceText: (def: ResourceDefinition, t: (key: string | string[], options?: object) => unknown) => ResourceText;
  t: (key: string | string[], options?: object) => unknown;
  timeoutMs: number;
  debounceMs: number;
  entitySaves: Record<string, SaveRow[]>;
};

/**
 * The saves of an entity's detail: dialogs built by hand, not declared like a page's (the player detail's balance
 * and RTP changes, src/resources/player/detail). A new one is added here: the module, its URL's export, its opener.
 */
const ENTITY_SAVES: Record<string, { key: string; opener: string; module: string; url: string }[]> = {
  player: [
    {
      key: 'balance',
      opener: 'modify-balance',
      module: '/src/resources/player/detail/balance-dialog.tsx',
      url: 'UPDATE_BALANCE_URL',
    },
    { key: 'rtp', opener: 'modify-rtp', module: '/src/resources/player/detail/rtp-dialog.tsx', url: 'SAVE_RTP_URL' },
  ],
};

async function loadConsole(only?: ReadonlySet<string>): Promise<Loaded> {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: path.join(repo, 'vite.config.ts'),
    root: repo,
    // Its own throw-away cache: node_modules may be shared by several checkouts.
    cacheDir: path.join(os.tmpdir(), `fault-table-vite-${process.pid}`),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (id: string) => server.ssrLoadModule(id);
    const [
      { PAGE_MODULES },
      { endpointOf },
      { resourceText },
      { initI18n },
      { REQUEST_TIMEOUT_MS },
      { MODAL_DEBOUNCE_MS },
    ] = await Promise.all([
      load('/src/resources/pages.ts'),
      load('/src/providers/data-provider.ts'),
      load('/src/components/resource-kit/resource-text.ts'),
      load('/src/i18n/i18n.ts'),
      load('/src/lib/http-client.ts'),
      load('/src/lib/modal-constants.ts'),
    ]);
    const entitySaves: Record<string, SaveRow[]> = {};
    for (const [entity, saves] of Object.entries(ENTITY_SAVES)) {
      entitySaves[entity] = await Promise.all(
        saves.map(async (save): Promise<SaveRow> => ({
          key: save.key,
          trigger: 'detail',
          label: save.opener,
          url: String((await load(save.module))[save.url]),
          selection: false,
        })),
      );
    }
    const i18n = await (initI18n as (o: object) => Promise<{ t: Loaded['t'] }>)({
      resources: zhCnResources(),
      language: 'zh-CN',
    });
    const pages = PAGE_MODULES as Loaded['PAGE_MODULES'];
    // Every module asked for now, while the server runs; definitions are plain objects afterwards.
    const wanted = Object.entries(pages).filter(([key]) => !only || only.has(key));
    const modules = await Promise.all(wanted.map(async ([key, m]) => [key, await m.load()] as const));
    const loaded = Object.fromEntries(
      modules.map(([key, mod]) => [key, { load: async () => mod, exportName: pages[key]!.exportName }]),
    );
    return {
      PAGE_MODULES: loaded,
      endpointOf: endpointOf as Loaded['endpointOf'],
      resourceText: resourceText as Loaded['resourceText'],
      t: i18n.t.bind(i18n),
      timeoutMs: REQUEST_TIMEOUT_MS as number,
      debounceMs: MODAL_DEBOUNCE_MS as number,
      entitySaves,
    };
  } finally {
    await server.close();
  }
}

function savesOf(def: ResourceDefinition, text: ResourceText, endpointOf: Loaded['endpointOf']): SaveRow[] {
  const saves: SaveRow[] = [];
  const form = def.form;
  // Create and edit post the same call through the same form; the edit starts valid from a row, so it is the one
  // driven.
  if (form) {
    saves.push({
      key: 'save',
      trigger: 'edit',
      label: text.t('kit:actions.edit'),
      url: endpointOf(def.name, 'update', def.meta),
      selection: false,
    });
  }
  for (const action of def.rowActions ?? []) {
    // An action without a url calls nothing (a read-only `show`, a `notice`).
    if (!action.url) continue;
    saves.push({
      key: action.key,
      trigger: 'row',
      label: text.action(action.key, 'label'),
      url: action.url,
      selection: false,
    });
  }
  for (const action of def.toolbarActions ?? []) {
    saves.push({
      key: action.key,
      trigger: 'toolbar',
      label: text.action(action.key, 'label', { count: 1 }),
      url: action.url,
      selection: !!action.selection,
    });
  }
  return saves;
}

/** The POST endpoints the contract's endpoint table gives to `<page>.<action>` keys. */
function contractSaves(key: string): string[] {
  return Object.entries(ENDPOINT_PERMISSIONS)
    .filter(
      ([endpoint, access]) =>
        endpoint.startsWith('POST ') && Array.isArray(access) && access.some((k) => k.startsWith(`${key}.`)),
    )
    .map(([endpoint]) => endpoint.slice('POST '.length));
}

export type FaultTable = {
  /** Every page the admin's menu opens inside the console (shown, built), in menu order, with its list and saves. */
  pages: PageRow[];
  /** The HTTP client's time-out. */
  timeoutMs: number;
  /** A modal's open and close debounce (a reopen right after a close is dropped as a double click). */
  debounceMs: number;
  /** The console's zh-CN texts (`common:http.timeout`). */
  t: (key: string, options?: object) => string;
};

/** `only`: the menu's permission keys of the pages wanted (all when left out); only their modules are loaded. */
/** Every page of the menu (its key), in menu order: what the browser fault pass walks by default. */
export function menuPageKeys(): string[] {
  const groups = MENU_ITEMS.filter((item) => item.parentId === 0).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  return groups.flatMap((group) =>
    MENU_ITEMS.filter((item) => item.parentId === group.id && !item.hidden && item.component)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((item) => item.permission),
  );
}

export async function deriveFaultTable(only?: readonly string[]): Promise<FaultTable> {
  const components = only
    ? new Set(
        MENU_ITEMS.filter((item) => only.includes(item.permission) && item.component).map((item) =>
          componentKey(item.component),
        ),
      )
    : undefined;
  const app = await loadConsole(components);
  const groups = MENU_ITEMS.filter((item) => item.parentId === 0).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const rows: PageRow[] = [];
  for (const group of groups) {
    const items = MENU_ITEMS.filter((item) => item.parentId === group.id && !item.hidden && item.component).sort(
      (a, b) => (a.sort ?? 0) - (b.sort ?? 0),
    );
    for (const item of items) {
      if (only && !only.includes(item.permission)) continue;
      const module = app.PAGE_MODULES[componentKey(item.component)];
      if (!module) continue;
      const page = (await module.load())[module.exportName] as { definition?: ResourceDefinition } | undefined;
      const def = page?.definition;
      const text = def ? app.resourceText(def, app.t) : undefined;
      const saves = def && text ? savesOf(def, text, app.endpointOf) : [];
      const subLists = (def?.subLists ?? []).map((sub): SubListRow => {
        const subText = app.resourceText(sub.list, app.t);
        return {
          key: sub.key,
          name: sub.list.name,
          label: text!.action(sub.key, 'label'),
          list: app.endpointOf(sub.list.name, 'list', sub.list.meta),
          display: sub.display ?? 'drawer',
          saves: savesOf(sub.list, subText, app.endpointOf),
        };
      });
      const entities = new Set(
        (def?.columns ?? []).flatMap((column) =>
          column.kind === 'entity' && typeof column.entity === 'string' ? [column.entity] : [],
        ),
      );
      const details = [...entities].flatMap((entity) =>
        app.entitySaves[entity] ? [{ entity, saves: app.entitySaves[entity] }] : [],
      );
      const reached = new Set(
        [...saves, ...subLists.flatMap((sub) => sub.saves), ...details.flatMap((d) => d.saves)].map((s) => s.url),
      );
      rows.push({
        key: item.permission,
        title: String(app.t(`menu:${item.title}`)),
        group: String(app.t(`menu:${group.title}`)),
        list: def ? app.endpointOf(def.name, 'list', def.meta) : undefined,
        custom: !def || !!def.page,
        saves,
        subLists,
        details,
        unreached: contractSaves(item.permission).filter((url) => !reached.has(url)),
      });
    }
  }
  return {
    pages: rows,
    timeoutMs: app.timeoutMs,
    debounceMs: app.debounceMs,
    t: (key, options) => String(app.t(key, options)),
  };
}
