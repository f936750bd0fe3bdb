// Open tabs survive a reload of the browser tab: sessionStorage, one list per user (a shared computer may see
// another user sign in in the same tab). Only paths are kept; titles and access are worked out again on restore.
const PREFIX = 'shell.tabs.';

export function loadTabPaths(owner: string): string[] {
  try {
    const raw = sessionStorage.getItem(PREFIX + owner);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value)
      ? value.filter((path): path is string => typeof path === 'string' && path.startsWith('/'))
      : [];
  } catch {
    return [];
  }
}

export function saveTabPaths(owner: string, paths: string[]) {
  try {
    sessionStorage.setItem(PREFIX + owner, JSON.stringify(paths));
  } catch {
    // tabs are just not restored after a reload
  }
}

/** Clear cache and sign out forget every user's saved tabs in this browser tab. */
export function clearSavedTabs() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}
