import { HOME_PATH, LOGIN_PATH } from './navigation';

const PROBE_ORIGIN = 'http://console.invalid';

function hasControlChar(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * The login page's `redirect` query may only lead to a path of this console: anything that would leave the origin
 * (`https://…`, `//host`, `/\host`, `javascript:`) or loop back to login falls back to home.
 */
export function safeRedirect(raw: string | null | undefined, fallback = HOME_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlChar(raw))
    return fallback;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith(LOGIN_PATH)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
