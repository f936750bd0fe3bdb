import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { pageComponent } from '@/app/routing/page-registry';
import type { PageIndex, PageEntry } from '@/app/workspace/page-index';
import { lazyPage } from '@/app/routing/lazy-page';
import { useAccess } from '@/providers/access-control-provider';

const HomePage = lazyPage(() => import('@/pages/home/home-page'), 'HomePage');
const IconListPage = lazyPage(() => import('@/pages/icon-list/icon-list-page'), 'IconListPage');
export const ForbiddenPage = lazyPage(() => import('@/pages/errors/forbidden-page'), 'ForbiddenPage');
const UnavailablePage = lazyPage(() => import('@/pages/errors/unavailable-page'), 'UnavailablePage');

/** A menu page: 403 when the role lacks its key, "unavailable" when this build has no such component. */
function MenuPage({ entry }: { entry: PageEntry }) {
  const allowed = useAccess({ permission: entry.node?.permission || undefined });
  if (!allowed) return <ForbiddenPage />;
  // The registry caches one lazy component per key, so this is the same component on every render.
  const Page = entry.node ? pageComponent(entry.node.component) : null;
  return Page ? createElement(Page) : <UnavailablePage />;
}

function pageElement(entry: PageEntry) {
  if (entry.fixed === 'home') return <HomePage />;
  if (entry.fixed === 'iconList') return <IconListPage />;
  return <MenuPage entry={entry} />;
}

/** The routes each tab renders against its own location (every page, whatever the tab). */
export function pageRoutes(index: PageIndex): RouteObject[] {
  return index.pages.map((entry) => ({ path: entry.path, element: pageElement(entry) }));
}
