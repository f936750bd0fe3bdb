// The bet levels' kind (system.currencyConfig): a list of numbers, each checked as a number field is, in order and
// distinct; its messages quote at most 20 characters of a bad item.
import type { Rule, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { fieldRules } from '@/components/resource-kit/form/field-rules';
import { resourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { i18n } from '@/i18n/i18n';
import { numberListKind, parseNumberList } from '@/resources/system/number-list-kind';

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

describe('number lists', () => {
  it('check each item as a number field does', () => {
    expect(parseNumberList('0.1, 0.5, 1', 2, 0)).toEqual({ ok: true, values: [0.1, 0.5, 1] });
    expect(parseNumberList('1, 1e3', 2)).toEqual({ ok: false, problem: 'number', item: '1e3' });
    expect(parseNumberList('1, 99999999999999999999', 2)).toEqual({
      ok: false,
      problem: 'digits',
      item: '99999999999999999999',
    });
    expect(parseNumberList('-5', 2, 0)).toEqual({ ok: false, problem: 'min', item: '-5' });
    expect(parseNumberList('1.234', 2)).toEqual({ ok: false, problem: 'decimals', item: '1.234' });
    expect(parseNumberList('2, 1', 2)).toEqual({ ok: false, problem: 'order', item: '1' });
  });
});

describe('number list messages', () => {
  it('quote at most 20 characters of a bad value', async () => {
    const levels: FieldDecl = { key: 'betLevels', kind: numberListKind, decimals: 2 };
    const pasted = `1, ${'x'.repeat(300)}`;
    expect(await messages(levels, 'Bet levels', 'en-US', pasted)).toEqual([
      `"${'x'.repeat(20)}…" in Bet levels is not a number`,
    ]);
    expect(await messages(levels, '投注档位', 'zh-CN', '1, abc')).toEqual(['投注档位中的「abc」不是数字']);
  });
});
