// Auth provider: what each call maps to.
//
// | Refine call   | wire                         | effect                                                        |
// |---------------|------------------------------|---------------------------------------------------------------|
// | login         | POST /api/user/login         | password AES-encrypted; token + userInfo saved in cookies      |
// | logout        | POST /api/auth/logout        | token, roles, user info and cached config cleared, even on fail |
// | check         | (none: the token cookie)     | no token -> login with redirect                                |
// | onError       | (none)                       | session ends are handled once by handleSessionEnd              |
// | getIdentity   | (memory, else cookie)        | the profile from /api/common/userInfo                          |
// | getPermissions| (memory)                     | the role's permission keys                                     |
//
// handleSessionEnd is installed on the HTTP client: 4000-4004 from any number of calls in flight give one
// 警告提示 modal, one clear and one redirect to /user/login?redirect=<where the user was>.
import type { AuthProvider } from '@refinedev/core';
import type { LoginRequest, LoginResult } from '@/api/common';
import { env } from '@/config/env';
import { i18n } from '@/i18n/i18n';
import { ApiError, isApiError, isSessionError } from '@/lib/api-error';
import { showModalOnce } from '@/lib/feedback';
import { http, onSessionEnd, SESSION_END_STATES } from '@/lib/http-client';
import { currentPath, LOGIN_PATH, loginPathFor, navigateTo } from '@/lib/navigation';
import { encryptText } from '@/lib/password-cipher';
import { clearSession, getToken, saveLogin, sessionStore } from '@/lib/session-store';

// The token whose session was ended last. Every call in flight with that token fails the same way; only the
// first of them is acted on. A new login brings a new token, so the next session end is acted on again.
let endedToken: string | null | undefined;
// Set by this tab's own sign-out: a call that was in flight then (old token) or that starts after it (no token)
// fails with 4001, and telling the person who just signed out to sign in again would cover the login form.
let signedOutHere = false;

export function handleSessionEnd(_state: number, msg: string, token: string | null = null) {
  if (token === endedToken || (signedOutHere && token === null)) return;
  endedToken = token;
  const here = currentPath();
  clearSession();
  showModalOnce('warning', i18n.t('http.warningTitle'), msg || i18n.t('http.sessionEnded'));
  if (!here.startsWith(LOGIN_PATH)) navigateTo(loginPathFor(here), { replace: true });
}

onSessionEnd(handleSessionEnd);

export async function login({ username, password, code }: LoginRequest): Promise<LoginResult> {
  const body: LoginRequest = { username: username.trim(), password: encryptText(password, env.aesKey) };
  if (code) body.code = code;
  let result: LoginResult;
  try {
    result = await http.post<LoginResult>('/api/user/login', body, { quiet: true, ignoreSessionEnd: true });
  } catch (error) {
    // Wrong credentials are said under the form; a disabled account (4004) gets the spec's 警告提示 modal, as it
    // would in the middle of a session (spec section 8), and the form shows nothing more.
    if (isApiError(error) && SESSION_END_STATES.has(error.statusCode)) {
      showModalOnce('warning', i18n.t('http.warningTitle'), error.message);
      throw new ApiError('session', error.message, error.statusCode, true);
    }
    throw error;
  }
  saveLogin(result.token, result.userInfo);
  endedToken = undefined;
  signedOutHere = false;
  return result;
}

export async function logout(): Promise<void> {
  const token = getToken();
  endedToken = token;
  signedOutHere = true;
  try {
    if (token) await http.post('/api/auth/logout', undefined, { quiet: true, ignoreSessionEnd: true });
  } catch {
    // the local session ends whatever the server says
  } finally {
    clearSession();
  }
}

export const authProvider: AuthProvider = {
  async login(params: LoginRequest) {
    try {
      await login(params);
      return { success: true };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  },
  async logout() {
    await logout();
    return { success: true, redirectTo: LOGIN_PATH };
  },
  async check() {
    if (getToken()) return { authenticated: true };
    return { authenticated: false, logout: true, redirectTo: loginPathFor(currentPath()) };
  },
  async onError(error: unknown) {
    // Session ends were already handled by the client; asking Refine to log out again would call
    // /api/auth/logout with a dead token and show a second modal.
    if (isSessionError(error) || isApiError(error)) return {};
    return { error: error instanceof Error ? error : undefined };
  },
  async getIdentity() {
    const { profile, user } = sessionStore.getSnapshot();
    return profile ?? user;
  },
  async getPermissions() {
    return [...sessionStore.getSnapshot().permissions];
  },
};
