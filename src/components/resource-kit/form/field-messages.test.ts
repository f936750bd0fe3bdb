// Field messages read as sentences in every language (docs/glossary: "Name is required", "O campo Nome é
// obrigatório", never "Enter Name" / "Informe Nome"), and a bad value is quoted by a short prefix, not echoed whole.
import type { Rule, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { fieldRules } from '@/components/resource-kit/form/field-rules';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const DEFINITION = resolveDefinition({ name: 'fixture.widget', columns: [] });
const textIn = (lang: string) => resourceText(DEFINITION, i18n.getFixedT(lang) as never);
const form = { getFieldsValue: () => ({}), getFieldValue: () => undefined } as never;

/** The messages the field's rules give for `value`. */
async function messages(field: FieldDecl, label: string, lang: string, value: unknown): Promise<string[]> {
  const found: string[] = [];
  for (const rule of fieldRules(field, label, textIn(lang)) as Rule[]) {
    const object = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
    await Promise.resolve(object.validator?.(object, value, () => undefined)).catch((error: Error) =>
      found.push(error.message),
    );
  }
  return found;
}

describe('field messages', () => {
  it('say a required field is required in a sentence, in en-US and pt-BR', async () => {
    const name: FieldDecl = { key: 'name', kind: 'text', required: true };
    const status: FieldDecl = { key: 'status', kind: 'enum', enum: STATUS_ENUM, required: true };
    expect(await messages(name, 'Name', 'en-US', '')).toEqual(['Name is required']);
    expect(await messages(status, 'Status', 'en-US', undefined)).toEqual(['Status must be selected']);
    expect(await messages(name, 'Nome', 'pt-BR', '')).toEqual(['O campo Nome é obrigatório']);
    expect(await messages(status, 'Status', 'pt-BR', undefined)).toEqual(['Selecione uma opção no campo Status']);
    expect(await messages(name, '名称', 'zh-CN', '')).toEqual(['请输入名称']);
  });
});
