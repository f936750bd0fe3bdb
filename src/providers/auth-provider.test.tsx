import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message } from '@mocks/lib/i18n';
import { mockServer } from '@mocks/node';
import { decryptText } from '@/lib/password-cipher';
import { http } from '@/lib/http-client';
import { getToken, sessionStore, setProfile } from '@/lib/session-store';
import { DEFAULT_AES_KEY } from '@/config/env';
import { authProvider, login, logout } from './auth-provider';

describe('auth provider', () => {
  it('logs in with the AES-CBC encrypted password (upper-case hex) and keeps token and user in cookies', async () => {
    let sent: { username: string; password: string } | undefined;
    mockServer.use(
      mswHttp.post('*/api/user/login', async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
      }),
    );
    const result = await authProvider.login({ username: ' admin ', password: 'admin123' });
    expect(result.success).toBe(true);
    expect(sent?.username).toBe('admin');
    expect(sent?.password).toMatch(/^[0-9A-F]+$/);
    expect(decryptText(sent!.password, DEFAULT_AES_KEY)).toBe('admin123');
    expect(getToken()).toBeTruthy();
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ username: 'admin', token: getToken() });
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
  });

  it('a wrong password fails with the server message and stores nothing', async () => {
    const result = await authProvider.login({ username: 'admin', password: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('a disabled account is refused with its 4004 message in the 警告提示 modal, marked as already shown', async () => {
    await expect(login({ username: 'disabled', password: 'disabled123' })).rejects.toMatchObject({
      statusCode: 4004,
      handled: true,
    });
    expect(getToken()).toBeNull();
    const title = await screen.findByText('警告提示', { selector: '.ant-modal-confirm-title' });
    expect(title.closest('.ant-modal-confirm')).toHaveTextContent(message('zh-CN', 'accountDisabled'));
  });

  it('wrong credentials open no modal: the form says it', async () => {
    await expect(login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({ handled: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('警告提示')).toBeNull();
    expect(screen.queryByText('错误提示')).toBeNull();
  });

  it('logout calls the server, then clears token, user info and roles', async () => {
    await login({ username: 'admin', password: 'admin123' });
    const token = getToken();
    setProfile({
      id: 1,
      username: 'admin',
      nickname: 'A',
      type: 1,
      merchantTeamId: 0,
      merchantId: 0,
      role: { id: 1, name: 'r', permissions: ['a'] },
    });
    await authProvider.logout({});
    expect(getToken()).toBeNull();
    expect(Cookies.get('userInfo')).toBeUndefined();
    expect(sessionStore.getSnapshot().permissions.size).toBe(0);
    // the server forgot the token too
    const res = await fetch('http://localhost/api/common/userInfo', { headers: { Authorization: `Bearer ${token}` } });
    expect((await res.json()).state).toBe(4001);
  });

  it('logout clears the local session even when the call fails', async () => {
    await login({ username: 'admin', password: 'admin123' });
    mockServer.use(mswHttp.post('*/api/auth/logout', () => HttpResponse.error()));
    await logout();
    expect(getToken()).toBeNull();
  });

  it('calls in flight when this tab signs out, or sent after it, end quietly: no modal over the login form', async () => {
    await login({ username: 'admin', password: 'admin123' });
    window.history.replaceState(null, '', '/user/login');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      mswHttp.get('*/api/common/userInfo', async () => {
        await gate;
        return HttpResponse.json({ state: 4001, msg: message('zh-CN', 'authMissing'), result: null });
      }),
    );
    const inFlight = http.get('/api/common/userInfo').catch((error: unknown) => error);
    await logout();
    const after = http.get('/api/common/userInfo').catch((error: unknown) => error);
    release();
    await expect(inFlight).resolves.toMatchObject({ statusCode: 4001 });
    await expect(after).resolves.toMatchObject({ statusCode: 4001 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('警告提示')).toBeNull();
  });

  it('check without a token sends to login with the redirect', async () => {
    window.history.replaceState(null, '', '/game/betOrder');
    await expect(authProvider.check()).resolves.toMatchObject({
      authenticated: false,
      redirectTo: '/user/login?redirect=%2Fgame%2FbetOrder',
    });
  });

  it('getPermissions and getIdentity answer from memory', async () => {
    setProfile({
      id: 9,
      username: 'u',
      nickname: 'N',
      type: 2,
      merchantTeamId: 1,
      merchantId: 0,
      role: { id: 2, name: 'r', permissions: ['p.a', 'p.b'] },
    });
    await expect(authProvider.getPermissions!()).resolves.toEqual(['p.a', 'p.b']);
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 9, nickname: 'N' });
  });
});
