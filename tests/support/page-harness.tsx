// The page harness: ONE page of the console with the real providers (antd and i18n, Refine with the data, auth,
// access-control and notification providers, the menu context, the entity host) and a session signed in through
// the real auth provider against msw, in a memory router, but without the shell (no layout, menu, tabs, palette or
// header). For screen tests about a page; the whole app (tests/render.tsx renderApp) stays for tests of the shell.
//
// What it wires, and where the console wires the same:
// | part                        | here                                   | in the console                         |
// | --------------------------- | -------------------------------------- | -------------------------------------- |
// | sign-in                     | signIn (auth provider's login)         | the login page                         |
// | profile + menu              | loadBootData, before the first render  | useBoot in console-app.tsx             |
// | Refine, resources, menu     | ConsoleRefine (src/app/console-refine) | the same component                     |
// | the page                    | pageComponent(menu component key)      | MenuPage in workspace/page-routes.tsx  |
// | the page's location         | the memory router's (no tab pane)      | its tab's own (PaneRouteContext)       |
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { Suspense, useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { loadBootData, type BootData } from '@/app/boot';
import { ConsoleRefine } from '@/app/console-refine';
import { NavigatorBridge } from '@/app/navigator-bridge';
import { pageComponent } from '@/app/routing/page-registry';
import { componentKey, walkMenu, type MenuNode } from '@/lib/menu-tree';
import { signIn, type SignInAs } from '@tests/render';
import { testStyles } from './visibility-styles';

export type PageHarness = RenderResult & {
  user: UserEvent;
  /** Where the memory router is now (path and query). */
  location: () => string;
  /** The menu item the page was found by. */
  node: MenuNode;
  boot: BootData;
};

export type PageOptions = {
  as?: SignInAs;
  /** The address the page opens on (its menu path with a query, say); default its menu path. */
  route?: string;
  /** See renderApp: 'visibility' (default) keeps only the styles that show or hide. */
  styles?: 'visibility' | 'full';
  /**
   * Skip user-event's pointer-events check, which reads the computed style of every ancestor (each click takes
   * longer in jsdom). On by default as the area helpers had it; false where a test asserts that a click is blocked.
   */
  skipPointerCheck?: boolean;
};

/** A menu item by its component key (`game.pending`, the declaration's name) or its path (`/game/pending`). */
export function menuNodeOf(boot: BootData, target: string): MenuNode {
  const nodes = walkMenu(boot.menu).filter((node) => node.component);
  const path = target.split('?')[0];
  const node = target.startsWith('/')
    ? nodes.find((n) => n.path === path)
    : nodes.find((n) => componentKey(n.component) === target);
  if (!node) throw new Error(`no menu item for ${target} in this role's menu`);
  return node;
}

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const location = useLocation();
  useEffect(() => onChange(`${location.pathname}${location.search}`), [location, onChange]);
  return null;
}

/**
 * Signs in (`as`, default admin), loads the profile and menu as the console does, and renders the page that menu
 * item names. `target`: a component key or a menu path; a path with a query opens the page on that query.
 */
export async function renderPage(target: string, options: PageOptions = {}): Promise<PageHarness> {
  const boot = await signedIn(options);
  const node = menuNodeOf(boot, target);
  const Page = pageComponent(componentKey(node.component));
  if (!Page) throw new Error(`this build has no page for ${node.component}`);
  await Page.preload();
  const route = options.route ?? (target.startsWith('/') ? target : node.path);
  return { ...mount(boot, <Page />, route, options), node };
}

/**
 * The providers and the entity host of a signed-in console with no page at all: for what opens over any page (the
 * player detail, opened through the entity bus as the console's id links do).
 */
export async function renderConsole(options: PageOptions = {}): Promise<Omit<PageHarness, 'node'>> {
  const boot = await signedIn(options);
  return mount(boot, null, options.route ?? '/home', options);
}

async function signedIn(options: PageOptions): Promise<BootData> {
  await signIn(options.as ?? 'admin');
  return loadBootData();
}

function mount(boot: BootData, page: ReactNode, route: string, options: PageOptions) {
  let path = '';
  const track = (next: string) => {
    path = next;
  };
  const user = userEvent.setup(
    options.skipPointerCheck === false ? {} : { pointerEventsCheck: PointerEventsCheckLevel.Never },
  );
  const view = render(
    <StyleProvider {...testStyles(options.styles)}>
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>
          <NavigatorBridge />
          <LocationProbe onChange={track} />
          <ConsoleRefine boot={boot}>
            <Suspense fallback={null}>{page}</Suspense>
          </ConsoleRefine>
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, user, location: () => path, boot };
}
