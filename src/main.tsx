// The React 19 patch for antd 5 must run before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { initI18n } from '@/i18n/i18n';
import { Root } from '@/root';

async function start() {
  // Dead code in a build with the mock off: the mock and msw never reach the bundle.
  if (env.mock) {
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
