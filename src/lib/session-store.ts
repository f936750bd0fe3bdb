// The session in one place. Cookies hold what survives a reload (token, and nickname/username/token as userInfo,
// SameSite=Strict, Secure on https); memory holds what is re-read on every start (role, permissions, menu).
// Caches that belong to a user (queries, look-up lists, boot data) register with onSessionClear.
import Cookies from 'js-cookie';
import type { MenuItem, UserInfo, UserType } from '@/api/common';

const TOKEN_COOKIE = 'token';
const USER_COOKIE = 'userInfo';

export type StoredUser = { username: string; nickname: string; token: string };

export type SessionSnapshot = {
  token: string | null;
  user: StoredUser | null;
  profile: UserInfo | null;
  permissions: ReadonlySet<string>;
  menu: MenuItem[] | null;
};

const listeners = new Set<() => void>();
const clearHooks = new Set<() => void>();
let snapshot: SessionSnapshot = fromCookies();

function fromCookies(): SessionSnapshot {
  return { token: readToken(), user: readUser(), profile: null, permissions: new Set(), menu: null };
}

function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) || null;
}

function readUser(): StoredUser | null {
  try {
    const raw = Cookies.get(USER_COOKIE);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

function cookieOptions(): Cookies.CookieAttributes {
  return { sameSite: 'strict', secure: window.location.protocol === 'https:', path: '/' };
}

function update(patch: Partial<SessionSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionSnapshot => snapshot,
};

/** Read from the cookie each time, so a login or logout in another browser tab is honoured. */
export function getToken(): string | null {
  const token = readToken();
  if (token !== snapshot.token) update({ token, user: readUser() });
  return token;
}

export function saveLogin(token: string, userInfo: UserInfo) {
  const user: StoredUser = { username: userInfo.username, nickname: userInfo.nickname, token };
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieOptions());
  update({ token, user, profile: null, permissions: new Set(), menu: null });
}

export function setProfile(profile: UserInfo) {
  update({ profile, permissions: new Set(profile.role?.permissions ?? []) });
}

export function setMenu(menu: MenuItem[]) {
  update({ menu });
}

export function clearSession() {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(USER_COOKIE, { path: '/' });
  update({ token: null, user: null, profile: null, permissions: new Set(), menu: null });
  clearHooks.forEach((hook) => hook());
}

export function onSessionClear(hook: () => void): () => void {
  clearHooks.add(hook);
  return () => clearHooks.delete(hook);
}

export function hasPermission(key: string): boolean {
  return snapshot.permissions.has(key);
}

export function currentUserType(): UserType | null {
  return snapshot.profile?.type ?? null;
}
