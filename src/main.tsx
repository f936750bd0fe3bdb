// The React 19 patch for antd 5 must run before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n/i18n';
import { getToken } from '@/lib/session-store';
import { Root } from '@/root';

/** Starts downloading the login page when it is where this visit ends up, while the texts load. */
function preloadLoginPage() {
  const { pathname } = window.location;
  // /user/... all lead to the login page, and so does any console page without a session.
  if (pathname === '/user' || pathname.startsWith('/user/') || (pathname !== '/404' && !getToken())) {
    // a failure is reported by the route's own import, which tries again
    import('@/pages/login/login-page').catch(() => undefined);
  }
}

async function start() {
  preloadLoginPage();
  // Read import.meta.env here, not env.mock: the bundler folds this literal comparison, so a build with the mock
  // off drops the branch and msw never reaches the bundle (it cannot fold a property of an imported object).
  if (import.meta.env.VITE_MOCK === 'on') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  await initI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

void start();
