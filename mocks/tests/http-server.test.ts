// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypass } from 'msw';
import { startMockApiServer, type MockApiServer } from '@mocks/http-server';
import { mockAesKey } from '@mocks/lib/aes-key';
import { encryptText } from '@/lib/password-cipher';

let server: MockApiServer;
beforeAll(async () => {
  server = await startMockApiServer(0);
});
afterAll(() => server.close());

// bypass(): when the shared setup intercepts fetch, this request must still go over the wire.
const post = (path: string, body: unknown) =>
  fetch(
    bypass(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en-US' },
      body: JSON.stringify(body),
    }),
  );

describe('standalone mock API server', () => {
  it('answers login over real HTTP on a loopback port', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await post('/api/user/login', { username: 'admin', password: encryptText('admin123', mockAesKey()) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-server-time')).toMatch(/^\d{13}$/);
    const body = (await res.json()) as { state: number; result: { token: string } };
    expect(body.state).toBe(1);
    const info = await fetch(
      bypass(`${server.url}/api/common/userInfo`, { headers: { authorization: `Bearer ${body.result.token}` } }),
    );
    expect(((await info.json()) as { state: number }).state).toBe(1);
  });

  it('answers 404 JSON for unknown paths and uses forwarded host for absolute URLs', async () => {
    const missing = await fetch(bypass(`${server.url}/api/nothing/here`));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { state: number }).state).toBe(0);
    const login = await post('/api/user/login', { username: 'team', password: encryptText('team123', mockAesKey()) });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const detail = await fetch(
      bypass(`${server.url}/api/game/betOrder/detail?id=1`, {
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-host': 'console.example:8443',
          'x-forwarded-proto': 'https',
        },
      }),
    );
    const url = ((await detail.json()) as { result: { url: string } }).result.url;
    expect(url.startsWith('https://console.example:8443/api/game/betOrder/view?id=1')).toBe(true);
  });
});
