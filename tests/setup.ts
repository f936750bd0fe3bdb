// Vitest setup for every suite: jsdom gaps antd needs, the real i18n on the real locale files, and the msw mock
// backend (unhandled requests fail the test). State is reset between tests: mock store, cookies, storage, session.
import '@ant-design/v5-patch-for-react-19';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mockServer, resetDb } from '@mocks/node';
import { changeLanguage, initI18n } from '@/i18n/i18n';
import { clearSession } from '@/lib/session-store';
import { readLocaleResources } from './i18n-resources';

// Lazy route chunks are transformed on first use in jsdom; give web-first queries room for that.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // antd measures scrollbars through getComputedStyle(el, pseudo); jsdom throws "not implemented" on pseudo.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => original(element);
}

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  await initI18n({ resources: readLocaleResources(), language: 'zh-CN' });
});

afterEach(async () => {
  mockServer.resetHandlers();
  resetDb();
  if (typeof window !== 'undefined') {
    cleanup();
    // antd's static modal/toast holders live outside the React trees RTL unmounts.
    Modal.destroyAll();
    message.destroy();
    notification.destroy();
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    await changeLanguage('zh-CN');
  }
  vi.useRealTimers();
});

afterAll(() => mockServer.close());
