// The deployment file itself (deploy/nginx/console.conf with console-headers.conf), run by Debian's nginx in front of
// the standalone API (tests/e2e/nginx-site.mjs): headers, caching, the SPA fallback, gzip and the /api/ proxy.
import { expect, test, type APIResponse } from './support/test';

function expectConsoleHeaders(answer: APIResponse) {
  const headers = answer.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
}

test('nginx serves the console with its headers, caching and fallback, and proxies /api/', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expectConsoleHeaders(index);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-type']).toMatch(/^text\/html/);
  const html = await index.text();

  // A deep link is a client route: the app itself, never cached.
  const deep = await request.get('/game/betOrder/detail?id=1');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expectConsoleHeaders(deep);
  expect(await deep.text()).toBe(html);

  // Hashed assets: a year, immutable, gzipped.
  const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const asset = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expectConsoleHeaders(asset);

  // A missing file is a 404, not the app posing as it.
  for (const missing of ['/assets/index-missing0.js', '/locales/zh-CN/missing.json']) {
    const answer = await request.get(missing);
    expect(answer.status(), missing).toBe(404);
    expectConsoleHeaders(answer);
  }

  // /api/ reaches the API (its envelope and clock header), with the API's own headers, not the console's.
  const api = await request.get('/api/common/ping');
  expect(api.status()).toBe(200);
  expect(api.headers()['x-server-time']).toMatch(/^\d+$/);
  expect(api.headers()['content-security-policy']).toBeUndefined();
  expect(await api.json()).toMatchObject({ state: expect.any(Number) });
});
