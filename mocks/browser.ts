// Development mock: msw's service worker over the same handlers, with the state kept in localStorage.
import { setupWorker } from 'msw/browser';
import { onDbChange, resetDb, restore, snapshot } from '@mocks/domain/store';
import { handlers } from '@mocks/handlers';
import { warmTodaysOrders } from '@mocks/domain/orders/bet-orders';
import { setBlobFrameFactory } from '@mocks/lib/frame-url';

export const MOCK_DB_STORAGE_KEY = 'slot-console-mock-db';
const RESET_PARAM = 'mockReset';

declare global {
  interface Window {
    __mockDb?: { reset(): void };
  }
}

function save(): void {
  try {
    localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(snapshot()));
  } catch {
    // Storage full or blocked (private mode): the mock keeps working, it just forgets on reload.
  }
}

function load(raw: string | null): void {
  if (raw === null) return;
  try {
    if (!restore(JSON.parse(raw))) resetDb();
  } catch {
    resetDb();
  }
}

/** `?mockReset=1` resets once; the parameter is dropped so a reload does not reset again. */
function consumeResetParam(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(RESET_PARAM) !== '1') return false;
  url.searchParams.delete(RESET_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

// Frames keep their document after the URL is revoked, so only the last few need to stay alive.
const liveFrames: string[] = [];
function blobFrame(html: string): string {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  liveFrames.push(url);
  if (liveFrames.length > 5) URL.revokeObjectURL(liveFrames.shift() ?? '');
  return url;
}

/**
 * The first bet order list of a page built today's ~8,000 generated orders on the page's main thread, inside the
 * list's open (~150 ms of it under the dev server, issue 15). Once someone is signed in (their profile was
 * answered), the mock builds them while the page is idle instead.
 */
function warmWhenSignedIn(worker: ReturnType<typeof setupWorker>): void {
  let warmed = false;
  worker.events.on('response:mocked', ({ request }) => {
    if (warmed || !new URL(request.url).pathname.endsWith('/api/common/userInfo')) return;
    warmed = true;
    const warm = () => warmTodaysOrders();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 3_000 });
    else window.setTimeout(warm, 500);
  });
}

let started: Promise<void> | null = null;

export async function startMockWorker(): Promise<void> {
  started ??= (async () => {
    if (consumeResetParam()) resetDb();
    else load(localStorage.getItem(MOCK_DB_STORAGE_KEY));
    save();
    onDbChange(save);
    // Another tab's login or change should be seen here too (e.g. "logged in elsewhere").
    window.addEventListener('storage', (event) => {
      if (event.key === MOCK_DB_STORAGE_KEY) load(event.newValue);
    });
    window.__mockDb = { reset: () => resetDb() };
    setBlobFrameFactory(blobFrame);
    const worker = setupWorker(...handlers);
    warmWhenSignedIn(worker);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  })();
  return started;
}
