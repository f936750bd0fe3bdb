// Form inputs per declared field kind, with localized validation messages built from the declaration.
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { EmojiFilterInput } from '@/components/inputs/emoji-filter-input';
import { enumOptions } from '@/components/resource-kit/filter-field';
import { ResourceSelect } from '@/components/resource-kit/resource-select';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';
import { lookupOptions, useLookups } from '@/lib/lookups';

export type FormMode = 'create' | 'edit';

function rulesFor(field: FieldDecl, label: string, text: ResourceText): Rule[] {
  const t = text.t;
  const choose = field.kind === 'enum' || field.kind === 'select' || field.kind === 'resource';
  const rules: Rule[] = [];
  if (field.required) {
    const message = t(choose ? 'kit:validation.choose' : 'kit:validation.required', { label });
    const textual = field.kind === 'text' || field.kind === 'textarea';
    // The validator's default type is string: choices and numbers (1, 0) fail its own required check.
    const present = async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') throw new Error(message);
    };
    rules.push(
      textual ? { required: true, whitespace: true, message } : { required: true, message, validator: present },
    );
  }
  if ((field.kind === 'text' || field.kind === 'textarea') && field.minLength) {
    const min = field.minLength;
    const message = t('kit:validation.minLength', { label, min });
    // Spaces around do not make a reason long enough; empty is the required rule's to report.
    rules.push({
      validator: async (_rule, value: unknown) => {
        const trimmed = typeof value === 'string' ? value.trim() : '';
        if (trimmed && [...trimmed].length < min) throw new Error(message);
      },
    });
  }
  if ((field.kind === 'text' || field.kind === 'textarea') && field.maxLength) {
    rules.push({ max: field.maxLength, message: t('kit:validation.maxLength', { label, max: field.maxLength }) });
  }
  if (field.kind === 'text' && field.pattern) {
    rules.push({ pattern: field.pattern, message: text.message(`validation.${field.key}`) });
  }
  if (field.kind === 'number' && (field.min !== undefined || field.max !== undefined)) {
    const min = field.min ?? Number.MIN_SAFE_INTEGER;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    rules.push({
      type: 'number',
      min,
      max,
      message: t('kit:validation.range', { label, min: field.min ?? '-∞', max: field.max ?? '∞' }),
    });
  }
  if (field.validate) {
    const check = field.validate;
    rules.push(({ getFieldsValue }) => ({
      validator: async (_rule, value) => {
        const problem = check(value, getFieldsValue(true) as Record<string, unknown>);
        if (problem) throw new Error(text.message(problem, { label }));
      },
    }));
  }
  return rules;
}

function LookupSelect({ field, ...rest }: { field: FieldDecl & { kind: 'select' } }) {
  const lists = useLookups();
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      loading={!lists}
      optionFilterProp="label"
      options={lookupOptions(lists, field.lookup)}
    />
  );
}

function inputFor(field: FieldDecl, text: ResourceText, disabled: boolean) {
  switch (field.kind) {
    case 'text':
      return field.emojiFilter ? <EmojiFilterInput disabled={disabled} /> : <Input disabled={disabled} />;
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 4, maxRows: 6 }} disabled={disabled} />;
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={field.min}
          max={field.max}
          precision={field.precision}
          disabled={disabled}
        />
      );
    case 'enum':
      return field.display === 'radio' ? (
        <Radio.Group options={enumOptions(field.enum, text)} disabled={disabled} />
      ) : (
        <Select allowClear options={enumOptions(field.enum, text)} disabled={disabled} />
      );
    case 'switch':
      return <Switch disabled={disabled} />;
    case 'select':
      return <LookupSelect field={field} />;
    case 'resource':
      return (
        <ResourceSelect resource={field.resource} optionLabel={field.optionLabel} optionValue={field.optionValue} />
      );
  }
}

export function FormFields({ fields, mode, text }: { fields: FieldDecl[]; mode: FormMode; text: ResourceText }) {
  return fields
    .filter((field) => !field.only || field.only === mode)
    .map((field) => {
      const label = text.field(field.key);
      // Switches edit 0/1 values, as the platform stores flags.
      const flag =
        field.kind === 'switch'
          ? {
              valuePropName: 'checked',
              getValueProps: (v: unknown) => ({ checked: v === 1 || v === true }),
              normalize: (v: boolean) => (v ? 1 : 0),
            }
          : {};
      return (
        <Form.Item key={field.key} name={field.key} label={label} rules={rulesFor(field, label, text)} {...flag}>
          {inputFor(field, text, mode === 'edit' && !!field.disabledOnEdit)}
        </Form.Item>
      );
    });
}

export function defaultFieldValues(fields: FieldDecl[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));
}
