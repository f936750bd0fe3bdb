// The locale files follow the glossary of their language (docs/glossary/<lng>.md): no text uses a word the
// glossary says to avoid for a concept, so one thing is not called two names (comerciante vs operador).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { readLocaleResources } from './i18n-resources';

type Tree = { [key: string]: string | Tree };

function values(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : values(value, `${prefix}${key}.`),
  );
}

/** The "avoid" column of the glossary's table, one list of words per concept. */
function avoided(lang: string): string[] {
  const text = readFileSync(join(process.cwd(), 'docs', 'glossary', `${lang}.md`), 'utf8');
  const rows = text.split('\n').filter((line) => /^\|/.test(line) && !/^\|\s*(concept|---)/.test(line));
  expect(rows.length, `docs/glossary/${lang}.md has its table`).toBeGreaterThan(10);
  return rows.flatMap((row) =>
    (row.split('|')[3] ?? '')
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
  );
}

const contains = (text: string, word: string) =>
  /[\u4e00-\u9fff]/.test(word)
    ? text.includes(word)
    : new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'iu').test(text);

describe('glossary', () => {
  const resources = readLocaleResources();
  for (const { code } of LANGUAGES) {
    it(`${code} texts use the glossary's terms`, () => {
      const words = avoided(code);
      const texts = values(resources[code] as unknown as Tree);
      const found = texts.flatMap(([key, text]) =>
        words.filter((word) => contains(text, word)).map((word) => `${key}: "${text}" uses "${word}"`),
      );
      expect(found).toEqual([]);
    });
  }
});
