// index.html starts fetching the interface texts before the app runs, with its own copy of the language rules
// (a classic inline script cannot import them): the copy must follow src/i18n/languages.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';

const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function preloadsFor(stored: string | null): string[] {
  const head: { href: string }[] = [];
  const document = {
    createElement: () => ({ href: '' }),
    head: { appendChild: (link: { href: string }) => head.push(link) },
  };
  const localStorage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
  new Function('document', 'localStorage', script.replaceAll('%BASE_URL%', '/'))(document, localStorage);
  return head.map((link) => link.href);
}

describe('index.html text preload', () => {
  it('fetches the stored language and the default it falls back to', () => {
    for (const { code } of LANGUAGES) {
      const expected = [...new Set([code, DEFAULT_LANGUAGE])].map((lng) => `/locales/${lng}/common.json`);
      expect(preloadsFor(code)).toEqual(expected);
    }
  });

  it('fetches the default language for nothing stored or an unknown value', () => {
    expect(preloadsFor(null)).toEqual([`/locales/${DEFAULT_LANGUAGE}/common.json`]);
    expect(preloadsFor('fr-FR')).toEqual([`/locales/${DEFAULT_LANGUAGE}/common.json`]);
  });
});
