import type { Page, Request } from '@playwright/test';

/** Every /api/ request the page makes from now on (the mock build's service worker answers still count). */
export function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  });
  return seen;
}

export function pathsOf(requests: Request[]): string[] {
  return requests.map((r) => new URL(r.url()).pathname);
}
