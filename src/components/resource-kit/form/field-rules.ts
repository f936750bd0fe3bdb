// A form field's checks, with localized messages built from the declaration: required (always, or while the form's
// values say so), the kind's own checks, and the declaration's cross-field check.
import type { Rule } from 'antd/es/form';
import { isBlank } from '@/components/resource-kit/kinds/kind';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl } from '@/components/resource-kit/types';

export function fieldRules(field: FieldDecl, label: string, text: ResourceText): Rule[] {
  const kind = kindOf(field);
  const rules: Rule[] = [];
  if (field.required || field.requiredWhen) {
    const message = text.t(kind.choice ? 'kit:validation.choose' : 'kit:validation.required', { label });
    const when = field.requiredWhen;
    // The validator's default type is string: choices and numbers (1, 0) fail its own required check; an empty
    // list is as empty as nothing.
    rules.push(({ getFieldsValue }) => ({
      required: field.required === true,
      validator: async (_rule, value: unknown) => {
        if (!field.required && !(when && when(getFieldsValue(true) as Record<string, unknown>))) return;
        if (isBlank(value) || (Array.isArray(value) && value.length === 0)) throw new Error(message);
      },
    }));
  }
  rules.push(...(kind.rules?.(field as never, label, text) ?? []));
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
