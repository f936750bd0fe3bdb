// What the console loads once per session before it renders: the profile (roles) and the menu, in parallel.
// The promise is shared, so StrictMode's double effects, remounts and the tabs ask the server once.
import type { MenuItem, UserInfo } from '@/api/common';
import { http } from '@/lib/http-client';
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree';
import { onMenuReload } from '@/lib/menu-reload';
import { onSessionClear, setMenu, setProfile } from '@/lib/session-store';

export type BootData = { profile: UserInfo; menu: MenuNode[] };

export class NoRoutePermissionError extends Error {
  constructor() {
    super('no route permission');
    this.name = 'NoRoutePermissionError';
  }
}

let pending: Promise<BootData> | null = null;
let ready: BootData | null = null;
const changeListeners = new Set<(data: BootData) => void>();
onSessionClear(() => {
  pending = null;
  ready = null;
});

/** Boot data loaded again after the console started (the menu page saved an item). */
export function onBootChange(listener: (data: BootData) => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

function fetchBootData(): Promise<BootData> {
  return Promise.all([
    http.get<{ userInfo: UserInfo }>('/api/common/userInfo'),
    http.get<MenuItem[]>('/api/user/userMenu'),
  ]).then(([info, menu]) => {
    const profile = info.userInfo;
    if (!profile.role?.permissions?.length) throw new NoRoutePermissionError();
    setProfile(profile);
    setMenu(menu);
    ready = { profile, menu: buildMenuTree(Array.isArray(menu) ? menu : []) };
    return ready;
  });
}

// Only a started console reloads; a failure keeps the menu it has (the HTTP client reports the error).
onMenuReload(() => {
  if (!ready) return;
  fetchBootData().then(
    (data) => changeListeners.forEach((listener) => listener(data)),
    () => undefined,
  );
});

export function bootData(): BootData | null {
  return ready;
}

export function loadBootData(): Promise<BootData> {
  pending ??= fetchBootData();
  const current = pending;
  current.catch(() => {
    if (pending === current) pending = null;
  });
  return current;
}
