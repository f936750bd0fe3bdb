// tests/setup.ts may already run the shared mockServer for every suite; these tests must pass with or without it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mockServer, resetDb } from '@mocks/node';

export function withMockServer(): void {
  let owned = false;
  beforeAll(() => {
    try {
      mockServer.listen({ onUnhandledRequest: 'error' });
      owned = true;
    } catch {
      // Already listening (started by the shared setup file): leave it to its owner.
    }
  });
  afterAll(() => {
    if (owned) mockServer.close();
  });
  beforeEach(() => resetDb());
}
