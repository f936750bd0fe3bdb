// Which top-level route a visit starts on; index.html's inline script keeps a copy of this rule (a classic script
// cannot import it), and tests/index-html.test.ts holds the two together.
export type EntryRoute = 'login' | 'console' | 'notFound';

/** The console's locale namespaces beyond `common` (loaded with its code; index.html preloads them too). */
export const CONSOLE_NAMESPACES = ['shell', 'menu'];

export function entryRouteOf(pathname: string, signedIn: boolean): EntryRoute {
  if (pathname === '/404') return 'notFound';
  // /user/... all lead to the login page, and so does any console page without a session
  if (pathname === '/user' || pathname.startsWith('/user/') || !signedIn) return 'login';
  return 'console';
}
