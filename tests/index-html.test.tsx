// index.html's boot script (src/boot/preload-route.js) fetches what the first screen needs before the app runs, with
// its own copies of the entry-route and language rules (a classic script cannot import them): the copies must follow
// the app's. It is a file of its own, never inline: the console's CSP allows no inline script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_NAMESPACES, entryRouteOf } from '@/app/routing/entry-route';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';

const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const script = readFileSync(join(process.cwd(), 'src/boot/preload-route.js'), 'utf8');
// the build replaces it (and fails when it is missing)
const { ROUTE_CHUNKS_PLACEHOLDER, pageModuleFiles } = await import('../scripts/preload-route-plugin.ts');
const { PAGE_MODULES } = await import('@/resources/pages');
// the home page's list repeats chunks of the console's, as the build's does; pages index a shared list of files
const TABLE = {
  login: ['/login.js'],
  console: ['/console.js', '/shared.js'],
  notFound: [],
  home: ['/home.js', '/shared.js'],
  files: ['/player-list.js', '/kit.js', '/table.js', '/report-game.js', '/kit.css'],
  pages: { '/player/page': [0, 1, 2, 4], '/report/game': [3, 1, 2, 4] },
};

type Visit = { stored?: string | null; path?: string; cookie?: string };

function preloadsFor({ stored = null, path = '/user/login', cookie = '' }: Visit) {
  const links: { rel: string; href: string; as?: string }[] = [];
  const document = {
    cookie,
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string; as?: string }) => links.push(link) },
  };
  const localStorage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
  const source = script.replaceAll('%BASE_URL%', '/').replace(ROUTE_CHUNKS_PLACEHOLDER, JSON.stringify(TABLE));
  new Function('document', 'localStorage', 'location', source)(document, localStorage, { pathname: path });
  return {
    texts: links.filter((l) => l.rel === 'preload' && l.as === 'fetch').map((l) => l.href),
    styles: links.filter((l) => l.rel === 'preload' && l.as === 'style').map((l) => l.href),
    chunks: links.filter((l) => l.rel === 'modulepreload').map((l) => l.href),
  };
}

describe('index.html preloads', () => {
  it('has the placeholder the build fills in', () => {
    expect(script).toContain(ROUTE_CHUNKS_PLACEHOLDER);
  });

  it('carries no inline script (script-src allows files of its own origin only)', () => {
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') || body?.trim(),
    );
    expect(inline).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('fetches the stored language and the default it falls back to', () => {
    for (const { code } of LANGUAGES) {
      const expected = [...new Set([code, DEFAULT_LANGUAGE])].map((lng) => `/locales/${lng}/common.json`);
      expect(preloadsFor({ stored: code }).texts).toEqual(expected);
    }
  });

  it('fetches the default language for nothing stored or an unknown value', () => {
    expect(preloadsFor({}).texts).toEqual([`/locales/${DEFAULT_LANGUAGE}/common.json`]);
    expect(preloadsFor({ stored: 'fr-FR' }).texts).toEqual([`/locales/${DEFAULT_LANGUAGE}/common.json`]);
  });

  it('preloads the code of the route the app starts on, by the same rule', () => {
    const paths = ['/', '/home', '/user', '/user/login', '/user/other', '/404', '/game/betOrder', '/users'];
    for (const path of paths)
      for (const signedIn of [false, true]) {
        const route = entryRouteOf(path, signedIn);
        const { chunks } = preloadsFor({ path, cookie: signedIn ? 'lang=x; token=abc' : 'tokenx=1; token=' });
        const home = route === 'console' && (path === '/' || path === '/home') ? TABLE.home : [];
        expect(chunks, `${path} ${signedIn ? 'signed in' : 'signed out'}`).toEqual([
          ...new Set([...TABLE[route], ...home]),
        ]);
      }
  });

  it("preloads a page's code and texts when the visit starts on it, signed in", () => {
    const player = preloadsFor({ path: '/player/page', cookie: 'token=abc' });
    expect(player.chunks).toEqual(['/console.js', '/shared.js', '/player-list.js', '/kit.js', '/table.js']);
    expect(player.styles).toEqual(['/kit.css']);
    expect(player.texts).toEqual(
      ['common', 'shell', 'menu', 'player', 'shared', 'kit'].map((ns) => `/locales/zh-CN/${ns}.json`),
    );
    expect(preloadsFor({ path: '/report/game/', cookie: 'token=abc' }).chunks).toContain('/report-game.js');
    // a page the table does not know, and the login a signed-out visit of a page leads to, preload no page
    expect(preloadsFor({ path: '/game/betOrder', cookie: 'token=abc' }).chunks).toEqual(TABLE.console);
    expect(preloadsFor({ path: '/player/page' }).chunks).toEqual(TABLE.login);
  });

  it('knows every page of the registry by the address the menu gives it', () => {
    const addresses = Object.keys(pageModuleFiles(join(process.cwd(), 'src')));
    expect(addresses.sort()).toEqual(
      Object.keys(PAGE_MODULES)
        .map((key) => `/${key.replace('.', '/')}`)
        .sort(),
    );
  });

  it('fetches the shell and menu texts for the console', () => {
    const { texts } = preloadsFor({ path: '/home', cookie: 'token=abc', stored: 'en-US' });
    expect(texts).toEqual(
      ['en-US', DEFAULT_LANGUAGE].flatMap((lng) =>
        ['common', ...CONSOLE_NAMESPACES].map((ns) => `/locales/${lng}/${ns}.json`),
      ),
    );
  });
});
