// Lets non-React code (the session-end handler) navigate with the app's router instead of reloading the page.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
let routerPath: (() => string) | null = null;

/** The router hands over its navigate function and where it is (which is not window.location in a memory router). */
export function registerNavigator(navigate: Navigate | null, currentRouterPath: (() => string) | null = null) {
  navigator = navigate;
  routerPath = currentRouterPath;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}) {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return routerPath ? routerPath() : `${window.location.pathname}${window.location.search}`;
}

export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/home';

export function loginPathFor(redirect: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}
