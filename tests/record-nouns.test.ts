// A create or edit form is titled by what it makes ("新增商户", "New merchant"), not by the list it sits on ("新增 -
// 商户列表"): every page whose declaration has such a form names its record (`<prefix>.record`, page-first as any
// label) in every language, and the kit's title reads it.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { LANGUAGES } from '@/i18n/languages';
import { PAGE_MODULES } from '@/resources/pages';
import { readLocaleResources } from './i18n-resources';

type Tree = { [key: string]: string | Tree };

const lookup = (tree: unknown, path: string[]) =>
  path.reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** The declarations of every page (and of the lists inside them: a job's run log), once each. */
async function definitions(): Promise<ResourceDefinition[]> {
  const found = new Map<string, ResourceDefinition>();
  const add = (def: ResourceDefinition | undefined) => {
    if (!def || found.has(def.name)) return;
    found.set(def.name, def);
    for (const sub of def.subLists ?? []) add(sub.list as ResourceDefinition);
  };
  for (const { load, exportName } of Object.values(PAGE_MODULES)) {
    const page = (await load())[exportName] as { definition?: ResourceDefinition } | undefined;
    add(page?.definition);
  }
  return [...found.values()];
}

describe('record nouns', () => {
  it('every page with a create or edit form names its record in every language, and its titles say it', async () => {
    const resources = readLocaleResources();
    const withForm = (await definitions()).filter((d) => d.form);
    expect(withForm.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { code } of LANGUAGES) {
      for (const def of withForm) {
        const noun =
          lookup(resources[code], [def.ns, def.prefix, 'record']) ??
          lookup(resources[code], ['shared', def.prefix, 'record']);
        if (typeof noun !== 'string' || !noun.trim()) missing.push(`${code} ${def.name}`);
      }
    }
    expect(missing).toEqual([]);

    // The kit's titles in each language, through the same lookup the page uses.
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'zh-CN', fallbackLng: false, interpolation: { escapeValue: false } });
    const merchant = withForm.find((d) => d.name === 'merchant.index')!;
    const titles = (lng: string) => {
      const text = resourceText(merchant, i18n.getFixedT(lng));
      return [
        text.t('kit:form.createTitle', { record: text.record() }),
        text.t('kit:form.editTitle', { record: text.record() }),
      ];
    };
    expect(titles('zh-CN')).toEqual(['新增商户', '编辑商户']);
    expect(titles('en-US')).toEqual(['New merchant', 'Edit merchant']);
    expect(titles('pt-BR')).toEqual(['Adicionar operador', 'Editar operador']);
  });
});
