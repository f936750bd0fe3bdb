import { createElement, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { lazyNamed } from '@/lib/lazy-named';
import { useAccess } from '@/providers/access-control-provider';
import { ConsoleLayout } from './layout/console-layout';
import type { MenuNode } from './routing/menu-tree';
import { walkMenu } from './routing/menu-tree';
import { pageComponent } from './routing/page-registry';

const HomePage = lazyNamed(() => import('@/pages/home/home-page'), 'HomePage');
const IconListPage = lazyNamed(() => import('@/pages/icon-list/icon-list-page'), 'IconListPage');
const ForbiddenPage = lazyNamed(() => import('@/pages/errors/forbidden-page'), 'ForbiddenPage');
const UnavailablePage = lazyNamed(() => import('@/pages/errors/unavailable-page'), 'UnavailablePage');

/** A menu page: 403 when the role lacks its key, "unavailable" when this build has no such component. */
function PageRoute({ node }: { node: MenuNode }) {
  const allowed = useAccess({ permission: node.permission || undefined });
  if (!allowed) return <ForbiddenPage />;
  // The registry caches one lazy component per key, so this is the same component on every render.
  const Page = pageComponent(node.component);
  return Page ? createElement(Page) : <UnavailablePage />;
}

/**
 * Routes come from the whole server menu, not just the role's part, so a known page the role lacks answers 403
 * while a path nobody knows goes to /404.
 */
export function ConsoleRoutes({ menu }: { menu: MenuNode[] }) {
  const routable = walkMenu(menu).filter((node) => !node.external && node.path.startsWith('/'));
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="/home" element={<Suspended><HomePage /></Suspended>} />
        <Route path="/iconList" element={<Suspended><IconListPage /></Suspended>} />
        {routable.map((node) =>
          node.component ? (
            <Route key={node.id} path={node.path} element={<Suspended><PageRoute node={node} /></Suspended>} />
          ) : node.redirect ? (
            <Route key={node.id} path={node.path} element={<Navigate to={node.redirect} replace />} />
          ) : null,
        )}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}

function Suspended({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}
