// What the console loads once per session before it renders: the profile (roles) and the menu, in parallel.
// The promise is shared, so StrictMode's double effects, remounts and the tabs ask the server once.
import type { MenuItem, UserInfo } from '@/api/common';
import { http } from '@/lib/http-client';
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree';
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
onSessionClear(() => {
  pending = null;
  ready = null;
});

export function bootData(): BootData | null {
  return ready;
}

export function loadBootData(): Promise<BootData> {
  pending ??= Promise.all([
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
  const current = pending;
  current.catch(() => {
    if (pending === current) pending = null;
  });
  return current;
}
