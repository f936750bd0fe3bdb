// The production build (mock off) behind the reverse proxy: one origin for console and API, no mock anywhere.
import { expect, test, type APIRequestContext } from './support/test';
import { login } from './support/login';
import { groupTitles } from './support/menu';
import { recordApiRequests } from './support/network';

const MOCK_MARKERS = ['mockServiceWorker', '[MSW]', 'setupWorker', 'slot-console-mock-db'];

test('admin signs in and the calls go to the same origin, not to a mock', async ({ page, baseURL }) => {
  const api = recordApiRequests(page);
  const everything: string[] = [];
  page.on('request', (r) => everything.push(r.url()));

  await login(page, 'admin');
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  await expect(groupTitles(page)).toHaveCount(6);

  const origin = new URL(baseURL!).origin;
  for (const path of ['/api/user/login', '/api/common/userInfo', '/api/user/userMenu']) {
    const request = api.find((r) => new URL(r.url()).pathname === path);
    expect(request, `${path} was called`).toBeDefined();
    expect(new URL(request!.url()).origin).toBe(origin);
    const response = await request!.response();
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(false);
    expect((await response!.json()).state).toBe(1);
  }

  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect([...everything, ...loaded].filter((url) => /msw|mockServiceWorker/i.test(withoutHash(url)))).toEqual([]);
});

/** A chunk's content hash is any 8 letters ("descriptions-D87mswLf.js"): only names and paths say what it holds. */
function withoutHash(url: string): string {
  return new URL(url).pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

/** Every script the entry page can reach: its own tags, then the chunks each script names. */
async function reachableScripts(request: APIRequestContext): Promise<Map<string, string>> {
  const html = await (await request.get('/')).text();
  const queue = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (scripts.has(path)) continue;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const code = await response.text();
    scripts.set(path, code);
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    // Chunks are named as `./x.js` in imports and `assets/x.js` in Vite's preload map.
    for (const m of code.matchAll(/["'`](\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) {
      queue.push(m[1] === './' ? `${dir}${m[2]}` : `/assets/${m[2]}`);
    }
  }
  return scripts;
}

test('the mock-off build does not ship the mock, nor code its CSP would block', async ({ request }) => {
  const scripts = await reachableScripts(request);
  expect(scripts.size).toBeGreaterThan(3);
  const offenders = [...scripts].filter(([, code]) => MOCK_MARKERS.some((marker) => code.includes(marker)));
  expect(offenders.map(([path]) => path)).toEqual([]);
  // script-src 'self' has no 'unsafe-eval': code that builds code from strings would fail only where it runs, which a
  // journey may never reach (docs/deploy.md).
  const evaluating = [...scripts].filter(([, code]) => /\bnew Function\s*\(|(?<![\w.$])eval\s*\(/.test(code));
  expect(evaluating.map(([path]) => path)).toEqual([]);
});
