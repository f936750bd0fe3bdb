// The React 19 patch for antd 5 must run before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n/i18n';
import { getToken } from '@/lib/session-store';
import { Root } from '@/root';
import { preloadEntryRoute } from '@/app/app-routes';

// How long the first render waits for its route's code: a slow download shows the spinner instead of a blank page.
const ENTRY_WAIT_MS = 800;

/** Resolves once the entry route's code is here (or failed, or took too long: the route then loads it itself). */
function entryRouteReady(): Promise<unknown> {
  const loaded = preloadEntryRoute(window.location.pathname, getToken() !== null).catch(() => undefined);
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, ENTRY_WAIT_MS))]);
}

// The boot:* marks are what scripts/bench/dev-load-trace.mjs reads to tell where a full load goes (issue 35).
async function start() {
  performance.mark('boot:entry');
  const entryReady = entryRouteReady();
  // Read import.meta.env here, not env.mock: the bundler folds this literal comparison, so a build with the mock
  // off drops the branch and msw never reaches the bundle (it cannot fold a property of an imported object).
  if (import.meta.env.VITE_MOCK === 'on') {
    const { startMockWorker } = await import('@mocks/browser');
    performance.mark('boot:mock-imported');
    await startMockWorker();
    performance.mark('boot:mock-started');
  }
  await Promise.all([initI18n(), entryReady]);
  performance.mark('boot:render');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
