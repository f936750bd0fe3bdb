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

/** Loads the code of the route a visit starts on, so the first render paints it instead of the spinner. */
export function preloadEntryRoute(pathname: string, signedIn: boolean): Promise<unknown> {
  const route = entryRouteOf(pathname, signedIn);
  return (route === 'login' ? LoginPage : route === 'notFound' ? NotFoundPage : ConsoleApp).preload();
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
