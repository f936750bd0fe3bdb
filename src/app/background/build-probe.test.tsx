import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { entryScriptOf, hasNewBuild, loadedEntryScript } from './build-probe';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/vendor-1.js"></head><body></body></html>`;

describe('build probe', () => {
  it('reads the entry script of a built index.html', () => {
    expect(entryScriptOf(page('/assets/index-AbC123.js'))).toBe('/assets/index-AbC123.js');
    expect(entryScriptOf('<script src="/legacy.js"></script>')).toBeNull();
  });

  it('reads the entry script this page loaded; none in a page without one (dev)', () => {
    const doc = new DOMParser().parseFromString(page('/assets/index-old.js'), 'text/html');
    expect(loadedEntryScript(doc)).toBe('/assets/index-old.js');
    expect(loadedEntryScript(new DOMParser().parseFromString('<p></p>', 'text/html'))).toBeNull();
  });

  it('asks the site root with a time parameter and compares the entries', async () => {
    const asked: string[] = [];
    mockServer.use(
      mswHttp.get('http://console.test/', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(page('/assets/index-new.js'), { headers: { 'content-type': 'text/html' } });
      }),
    );
    expect(await hasNewBuild('http://console.test/', '/assets/index-old.js')).toBe(true);
    expect(await hasNewBuild('http://console.test/', '/assets/index-new.js')).toBe(false);
    expect(await hasNewBuild('http://console.test/', null)).toBe(false);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/^\?t=\d{13}$/);
  });

  it('rejects on a failed answer, so the schedule counts a failure', async () => {
    mockServer.use(mswHttp.get('http://console.test/', () => new HttpResponse('down', { status: 502 })));
    await expect(hasNewBuild('http://console.test/', '/assets/index-old.js')).rejects.toThrow();
  });
});
