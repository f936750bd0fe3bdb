// Which calls a test made: msw sees every request, so tests assert on the real wire (paths and query strings).
import { onTestFinished } from 'vitest';
import { mockServer } from '@mocks/node';

/** Calls `onRequest` for every request the test sends, until it ends. */
function onEveryRequest(onRequest: (request: Request) => void) {
  const listener = ({ request }: { request: Request }) => onRequest(request);
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
}

export function recordCalls(pathname: string): URL[] {
  const seen: URL[] = [];
  onEveryRequest((request) => {
    const url = new URL(request.url);
    if (url.pathname === pathname) seen.push(url);
  });
  return seen;
}

/** The paths of every call under `prefix` (e.g. '/api/player/'), in order. */
export function recordPathsUnder(prefix: string): string[] {
  const seen: string[] = [];
  onEveryRequest((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(prefix)) seen.push(pathname);
  });
  return seen;
}

/** The JSON bodies a test sent to a path, in order. */
export function recordBodies<T = Record<string, unknown>>(pathname: string): T[] {
  const seen: T[] = [];
  onEveryRequest((request) => {
    if (new URL(request.url).pathname !== pathname) return;
    const at = seen.length;
    seen.length += 1;
    void request
      .clone()
      .json()
      .then((body: T) => (seen[at] = body));
  });
  return seen;
}
