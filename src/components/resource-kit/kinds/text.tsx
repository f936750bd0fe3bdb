// Text: shown as it is. As a filter it may carry a type switch in front (order id vs parent order id) that sends a
// second key; as a field it checks length (in characters, the minimum on the trimmed text) and a pattern.
import { Form, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { EmojiFilterInput } from '@/components/inputs/emoji-filter-input';
import { enumOption, type EnumDef, type EnumValue } from '@/components/resource-kit/enums';
import { enumOptions } from '@/components/resource-kit/kinds/enum-options';
import { defineKind, isBlank, type DeclOf } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { selectWidth } from '@/components/resource-kit/list/text-width';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    text: {
      emojiFilter?: boolean;
      pattern?: RegExp;
      minLength?: number;
      maxLength?: number;
      /** A select in front of the input that sends another key (e.g. order id vs parent order id). */
      typeSwitch?: { key: string; enum: EnumDef; defaultValue: EnumValue };
    };
  }
}

type Decl = DeclOf<'text'>;

/** Length rules shared by the text kinds (text, textarea). */
export function lengthRules(
  decl: { minLength?: number; maxLength?: number },
  label: string,
  text: ResourceText,
): Rule[] {
  const rules: Rule[] = [];
  const min = decl.minLength;
  if (min) {
    const message = text.t('kit:validation.minLength', { label, min });
    // Spaces around do not make a reason long enough; empty is the required rule's to report.
    rules.push({
      validator: async (_rule, value: unknown) => {
        const trimmed = typeof value === 'string' ? value.trim() : '';
        if (trimmed && [...trimmed].length < min) throw new Error(message);
      },
    });
  }
  if (decl.maxLength)
    rules.push({ max: decl.maxLength, message: text.t('kit:validation.maxLength', { label, max: decl.maxLength }) });
  return rules;
}

function SwitchedInput({
  decl,
  text,
  label,
}: {
  decl: Decl & { typeSwitch: NonNullable<Decl['typeSwitch']> };
  text: ResourceText;
  label: string;
}) {
  const options = enumOptions(decl.typeSwitch.enum, text);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name={decl.typeSwitch.key} noStyle>
        <Select
          style={{ width: selectWidth(options.map((o) => o.label)), flex: 'none' }}
          aria-label={text.filter(decl.typeSwitch.key)}
          options={options}
        />
      </Form.Item>
      <Form.Item name={decl.key} noStyle>
        <Input id={`${decl.key}-value`} allowClear placeholder={label} />
      </Form.Item>
    </Space.Compact>
  );
}

export const kind = defineKind({
  name: 'text',
  input: ({ decl, text, label, mode }) => {
    if (mode === 'filter' && decl.typeSwitch)
      return <SwitchedInput decl={{ ...decl, typeSwitch: decl.typeSwitch }} text={text} label={label} />;
    const placeholder = mode === 'filter' ? label : undefined;
    return decl.emojiFilter ? (
      <EmojiFilterInput allowClear placeholder={placeholder} />
    ) : (
      <Input allowClear placeholder={placeholder} />
    );
  },
  // The switch and the input each have their own Form.Item inside; the label points at the input.
  item: (decl, mode) => (mode === 'filter' && decl.typeSwitch ? { name: undefined, htmlFor: `${decl.key}-value` } : {}),
  keys: (decl) => (decl.typeSwitch ? [decl.typeSwitch.key] : []),
  initial: (decl) => (decl.typeSwitch ? { [decl.typeSwitch.key]: decl.typeSwitch.defaultValue } : {}),
  rules: (decl, label, text) => [
    ...lengthRules(decl, label, text),
    ...(decl.pattern ? [{ pattern: decl.pattern, message: text.message(`validation.${decl.key}`) }] : []),
  ],
  toWire: (values, decl) => {
    const value = values[decl.key];
    if (isBlank(value)) return {};
    const wire: Record<string, unknown> = { [decl.key]: String(value).trim() };
    // The type only means something next to a value (id vs pid).
    if (decl.typeSwitch) wire[decl.typeSwitch.key] = values[decl.typeSwitch.key] ?? decl.typeSwitch.defaultValue;
    return wire;
  },
  fromWire: (wire, decl) => {
    const values: Record<string, unknown> = {};
    if (!isBlank(wire[decl.key])) values[decl.key] = wire[decl.key];
    if (decl.typeSwitch) {
      const type = enumOption(decl.typeSwitch.enum, wire[decl.typeSwitch.key]);
      values[decl.typeSwitch.key] = type?.value ?? decl.typeSwitch.defaultValue;
    }
    return values;
  },
});
