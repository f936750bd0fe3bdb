import { screen, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { changeLanguage } from '@/i18n/i18n';
import { ApiError } from './api-error';
import { setBrowserId } from './browser-id';
import { http, REQUEST_TIMEOUT_MS, serializeParams } from './http-client';
import { registerNavigator } from './navigation';
import { serverTimeOffset } from './server-time';
import { getToken, saveLogin } from './session-store';
import { handleSessionEnd } from '@/providers/auth-provider';

const envelope = (state: number, result: unknown = null, msg = '') =>
  HttpResponse.json({ state, msg, result }, { headers: { 'x-server-time': String(Date.now() + 3_600_000) } });

const profile = {
  id: 1,
  username: 'admin',
  nickname: 'A',
  type: 1 as const,
  merchantTeamId: 0,
  merchantId: 0,
  role: { id: 1, name: 'r', permissions: ['x'] },
};

describe('http client', () => {
  const navigate = vi.fn();
  beforeEach(() => registerNavigator(navigate));
  afterEach(() => {
    registerNavigator(null);
    navigate.mockReset();
  });

  it('sends the bearer token, lang and browserId headers and unwraps the envelope', async () => {
    saveLogin('tok-1', profile);
    setBrowserId('bid-9');
    await changeLanguage('pt-BR');
    let seen: Headers | undefined;
    mockServer.use(
      mswHttp.get('*/api/probe', ({ request }) => {
        seen = request.headers;
        return envelope(1, { ok: true });
      }),
    );
    await expect(http.get('/api/probe')).resolves.toEqual({ ok: true });
    expect(seen?.get('authorization')).toBe('Bearer tok-1');
    expect(seen?.get('lang')).toBe('pt-BR');
    expect(seen?.get('browserid')).toBe('bid-9');
  });

  it('leaves empty, null and undefined params out of the query', async () => {
    expect(serializeParams({ a: 1, b: '', c: null, d: undefined, e: 'x y', f: [1, 2] })).toBe('a=1&e=x+y&f=1%2C2');
  });

  it('follows the server clock from x-server-time', async () => {
    mockServer.use(mswHttp.get('*/api/probe', () => envelope(1)));
    await http.get('/api/probe');
    expect(serverTimeOffset()).toBeGreaterThan(3_590_000);
    expect(serverTimeOffset()).toBeLessThan(3_610_000);
  });

  it('state 0: one 错误提示 modal with the message, and the call rejects', async () => {
    mockServer.use(mswHttp.get('*/api/probe', () => envelope(0, null, '余额不足')));
    const error = await http.get('/api/probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', statusCode: 0, message: '余额不足', handled: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('错误提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('余额不足')).toBeInTheDocument();
  });

  it('quiet calls reject with the message without a modal', async () => {
    mockServer.use(mswHttp.get('*/api/probe', () => envelope(0, null, '用户名或密码错误')));
    await expect(http.get('/api/probe', undefined, { quiet: true })).rejects.toMatchObject({ handled: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('用户名或密码错误')).not.toBeInTheDocument();
  });

  it('4000-4004 from many calls at once: one warning modal, session cleared, one redirect with the path', async () => {
    saveLogin('tok-2', profile);
    window.history.replaceState(null, '', '/player/page?x=1');
    mockServer.use(mswHttp.get('*/api/probe/:n', () => envelope(4001, null, '授权无效')));
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => http.get(`/api/probe/${n}`)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'session')).toBe(true);
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fplayer%2Fpage%3Fx%3D1', { replace: true });
    const content = await screen.findByText('授权无效');
    expect(within(content.closest('[role="dialog"]') as HTMLElement).getAllByText('警告提示').length).toBeGreaterThan(
      0,
    );
    // give any stray second modal time to appear before counting
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('授权无效')).toHaveLength(1);
  });

  it.each([
    ['HTTP 502', () => new HttpResponse('bad gateway', { status: 502 }), '服务器异常（HTTP 502），请稍后重试'],
    [
      'not JSON',
      () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } }),
      '服务器返回了无法识别的数据，请稍后重试',
    ],
    ['not an envelope', () => HttpResponse.json({ ok: true }), '服务器返回了无法识别的数据，请稍后重试'],
    ['network failure', () => HttpResponse.error(), '网络异常，请检查网络连接后重试'],
  ])('transport failure (%s): a localized toast and a handled rejection', async (_name, respond, text) => {
    mockServer.use(mswHttp.get('*/api/probe', respond));
    await expect(http.get('/api/probe')).rejects.toMatchObject({ kind: 'transport', handled: true, message: text });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a call unanswered for REQUEST_TIMEOUT_MS: the localized time-out toast, run out by a page timer (a fake clock can)', async () => {
    mockServer.use(
      mswHttp.get('*/api/probe', async () => {
        await delay('infinite');
        return envelope(1);
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const call = http.get('/api/probe').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await call).toMatchObject({ kind: 'transport', handled: true, message: '请求超时，请稍后重试' });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
  });

  it("a caller's own abort signal still cancels the call (the time-out's controller does not replace it)", async () => {
    let answered = false;
    mockServer.use(
      mswHttp.get('*/api/probe', async () => {
        await delay('infinite');
        answered = true;
        return envelope(1);
      }),
    );
    const caller = new AbortController();
    const call = http.send({ method: 'get', url: '/api/probe', signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await call).toMatchObject({ kind: 'transport' });
    expect(answered).toBe(false);
  });

  it('a session end on the login page does not redirect again', async () => {
    window.history.replaceState(null, '', '/user/login');
    handleSessionEnd(4000, 'x', 'tok-on-login-page');
    expect(navigate).not.toHaveBeenCalled();
  });
});
