// Top-level routes. The login route and /404 load without Refine, the app shell or any page area; everything else
// goes through the console chunk, which needs a session.
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { CONSOLE_NAMESPACES, entryRouteOf } from '@/app/routing/entry-route';
import { lazyPage } from '@/app/routing/lazy-page';

const LoginPage = lazyPage(() => import('@/pages/login/login-page'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('@/pages/errors/not-found-page'), 'NotFoundPage');
const ConsoleApp = lazyPage(() => import('@/app/console-app'), 'ConsoleApp', { namespaces: CONSOLE_NAMESPACES });

/**
 * A visit that starts on a page: its code and texts, asked for now, not once the shell has rendered and the menu has
 * answered. A build's boot script does this with its chunk table (scripts/preload-route-plugin.ts); the dev server has
 * none and serves the page's ~100 modules one import level at a time, which on a full load arrived ~1.3 s after the
 * menu (issue 35). Only a page registered at this conventional path: what the menu maps it to is decided later.
 */
function preloadEntryPageInDev(pathname: string): void {
  void Promise.all([import('@/app/routing/page-registry'), import('@/app/workspace/page-index')])
    .then(([{ pageComponent, registeredPages }, { conventionalPath }]) => {
      const component = registeredPages().find((key) => conventionalPath(key) === pathname.replace(/\/+$/, ''));
      return component ? pageComponent(component)?.preload() : undefined;
    })
    .catch(() => undefined); // the page loads it again when it mounts, and shows that failure
}

/** Loads the code of the route a visit starts on, so the first render paints it instead of the spinner. */
export function preloadEntryRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  const route = entryRouteOf(pathname, signedIn);
  const loading = (route === 'login' ? LoginPage : route === 'notFound' ? NotFoundPage : ConsoleApp).preload();
  // after the console's code, which the first render waits for: the page's modules would compete with it
  if (import.meta.env.DEV && route === 'console')
    void loading.then(
      () => preloadEntryPageInDev(pathname),
      () => {},
    );
  return loading;
}

function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={`/user/login${search}`} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/user">
          <Route index element={<ToLogin />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="*" element={<ToLogin />} />
        </Route>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<ConsoleApp />} />
      </Routes>
    </Suspense>
  );
}
