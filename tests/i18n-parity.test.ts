// Every key in one language exists in the others, with the same {{placeholders}}, and no value is empty.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { readLocaleResources } from './i18n-resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const resources = readLocaleResources();
  const flat = Object.fromEntries(
    Object.entries(resources).map(([lng, namespaces]) => [lng, leaves(namespaces as unknown as Tree)]),
  );

  it('has a folder for every supported language and nothing else', () => {
    expect(Object.keys(resources).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  for (const { code } of LANGUAGES) {
    for (const { code: other } of LANGUAGES) {
      if (code === other) continue;
      it(`every ${code} key exists in ${other}`, () => {
        const missing = [...flat[code]!.keys()].filter((key) => !flat[other]!.has(key));
        expect(missing).toEqual([]);
      });
    }
    it(`${code} values are non-empty and keep the zh-CN placeholders`, () => {
      for (const [key, value] of flat[code]!) {
        expect(value.trim(), key).not.toBe('');
        const base = flat['zh-CN']!.get(key);
        if (base !== undefined) expect(placeholders(value), key).toEqual(placeholders(base));
      }
    });
  }

  // A label cut off mid-phrase ("Time of") reads as a bug; no label ends on a word that needs another after it.
  const DANGLING: Record<string, RegExp> = {
    'en-US': /\s(of|to|for|the|a|an|and|or|with)$/i,
    'pt-BR': /\s(de|do|da|dos|das|para|e|ou|com|o|a)$/i,
  };
  for (const [code, dangling] of Object.entries(DANGLING)) {
    it(`${code} values do not end mid-phrase`, () => {
      const cut = [...flat[code]!]
        .filter(([, value]) => dangling.test(value.trim()))
        .map(([key, value]) => `${key}: ${value}`);
      expect(cut).toEqual([]);
    });
  }
});
