// Which calls a test made: msw sees every request, so tests assert on the real wire (paths and query strings).
import { onTestFinished } from 'vitest';
import { mockServer } from '@mocks/node';

export function recordCalls(pathname: string): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === pathname) seen.push(url);
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return seen;
}
