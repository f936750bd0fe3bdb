// Access control, answered synchronously from the permissions in memory (no request per check).
//
// | asked                              | permission key checked                         |
// |------------------------------------|-----------------------------------------------|
// | list / show on resource R          | R's page key (meta.permission, else its name)  |
// | create / edit / clone on R         | `<page key>.save`                              |
// | delete on R                        | `<page key>.remove`                            |
// | any other action A on R            | `<page key>.A` (e.g. game.betOrder.changeStatus) |
// | `userTypes` on an element          | the user's type is in the list                 |
import type { AccessControlProvider, CanParams } from '@refinedev/core';
import { useSyncExternalStore } from 'react';
import type { UserType } from '@/api/common';
import { hasPermission, sessionStore, type SessionSnapshot } from '@/lib/session-store';

export type AccessRule = { permission?: string | string[]; userTypes?: UserType[] };

export function allows(snapshot: SessionSnapshot, rule: AccessRule): boolean {
  const keys = rule.permission === undefined ? [] : ([] as string[]).concat(rule.permission);
  if (keys.length && !keys.some((key) => snapshot.permissions.has(key))) return false;
  if (rule.userTypes?.length) {
    const type = snapshot.profile?.type;
    if (type === undefined || !rule.userTypes.includes(type)) return false;
  }
  return true;
}

export function checkAccess(rule: AccessRule): boolean {
  return allows(sessionStore.getSnapshot(), rule);
}

/** Re-renders when the session changes; answers without waiting. */
export function useAccess(rule: AccessRule): boolean {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return allows(snapshot, rule);
}

export function permissionFor({ resource, action, params }: CanParams): string | null {
  const meta = params?.resource?.meta as { permission?: string } | undefined;
  const page = meta?.permission ?? resource;
  if (!page) return null;
  if (action === 'list' || action === 'show') return page;
  if (action === 'create' || action === 'edit' || action === 'clone') return `${page}.save`;
  if (action === 'delete') return `${page}.remove`;
  return `${page}.${action}`;
}

export const accessControlProvider: AccessControlProvider = {
  can: async (params) => {
    const key = permissionFor(params);
    return { can: key === null || hasPermission(key) };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    queryOptions: { staleTime: Infinity },
  },
};
