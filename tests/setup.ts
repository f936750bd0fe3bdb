// Vitest setup for every suite: the real i18n on the real locale files, and the msw mock backend (unhandled requests
// fail the test); suites in jsdom also get tests/setup-dom.ts. State is reset between tests: mock store, cookies,
// storage, session.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mockServer, resetDb } from '@mocks/node';
import { initI18n } from '@/i18n/i18n';
import { readLocaleResources } from './i18n-resources';

const dom = typeof window !== 'undefined' ? await import('./setup-dom') : undefined;

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  await initI18n({ resources: readLocaleResources(), language: 'zh-CN' });
});

afterEach(async () => {
  mockServer.resetHandlers();
  resetDb();
  await dom?.resetDom();
  vi.useRealTimers();
});

afterAll(() => mockServer.close());
