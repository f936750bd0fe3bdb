// The React 19 patch for antd 5 must run before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n/i18n';
import { Root } from '@/root';

async function start() {
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
