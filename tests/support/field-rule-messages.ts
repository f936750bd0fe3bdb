// What a declared field's rules say for a value, in one language: the kit's own rules (form/field-rules.ts) run as
// antd would run them, for tests of a kind's or a field's messages.
import type { Rule, RuleObject } from 'antd/es/form';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { fieldRules } from '@/components/resource-kit/form/field-rules';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';

const DEFINITION = resolveDefinition({ name: 'fixture.widget', columns: [] });
const textIn = (lang: string) => resourceText(DEFINITION, i18n.getFixedT(lang) as never);
const form = { getFieldsValue: () => ({}), getFieldValue: () => undefined } as never;

/** The messages the field's rules give for `value`. */
export async function fieldMessages(field: FieldDecl, label: string, lang: string, value: unknown): Promise<string[]> {
  const found: string[] = [];
  for (const rule of fieldRules(field, label, textIn(lang)) as Rule[]) {
    const object = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
    await Promise.resolve(object.validator?.(object, value, () => undefined)).catch((error: Error) =>
      found.push(error.message),
    );
  }
  return found;
}
