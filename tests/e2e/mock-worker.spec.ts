// msw's service worker in the mock build (and the dev server): it stays registered when its page goes, and only API
// calls go through it. msw's own worker unregistered itself when its last page closed, which a page navigating away
// also does: quick navigation deleted and re-installed it, and an update in flight failed ("Failed to update a
// ServiceWorker ...: Not found"). It also sent every module and style to the page's main thread to ask about.
// The only journeys on the msw build (project `msw`, support/site.ts): the rest of the suite runs the production
// build against the reference server, which is the same handler code (mocks/http-server.ts).
import { expect, test, type Page } from './support/test';
import { resourcePage, rows } from './game-helpers';
import { login } from './support/login';

// One worker for both, in order (not spread over the two workers): the msw build is made once, by that worker.
test.describe.configure({ mode: 'default' });

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

test('the mock worker outlives its page and answers API calls only', async ({ page }) => {
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Shown as a document, the SVG below makes Chromium look for /favicon.ico, which the console does not have.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.text()} ${message.location().url}`);
  });

  await login(page, 'admin');
  expect(fromWorker.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  expect(fromWorker).toContain('/api/user/userMenu');

  // The console's last page goes (here: to a plain file of the same site, which runs no msw).
  await page.goto('/favicon.svg');
  await page.waitForTimeout(1_000);
  expect(await registrations(page)).toBe(1);

  // Quick navigation through the console: nothing goes wrong with the worker on the way.
  for (const [i, path] of ['/home', '/game/index', '/player/index', '/home', '/game/classify', '/home'].entries()) {
    await page.goto(path, { waitUntil: i % 2 ? 'commit' : 'domcontentloaded' });
    await page.waitForTimeout(100 * i);
  }
  await expect(page.getByTestId('side-menu')).toBeVisible();
  expect(await registrations(page)).toBe(1);
  expect(problems).toEqual([]);
});

// msw cannot answer a frame's navigation: the mock build frames the order detail as a blob: URL of its own origin,
// which its policy allows (frame-src blob:, docs/deploy.md); a violation fails the journey (support/test.ts).
test('the mock build frames the order detail as a same-origin blob: under its CSP', async ({ page }) => {
  const answer = await page.goto('/user/login');
  expect(answer?.headers()['content-security-policy']).toContain('frame-src blob:');
  await login(page, 'admin');
  await page.goto('/game/betOrder');
  const link = rows(resourcePage(page, 'game.betOrder')).first().locator('td').first().getByRole('button');
  const id = (await link.textContent())!.trim();
  await link.click();
  const frame = page.locator('.ant-modal:visible iframe');
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^blob:${new URL(page.url()).origin}/`));
  await expect(frame.contentFrame().locator('body')).toContainText(id);
});
