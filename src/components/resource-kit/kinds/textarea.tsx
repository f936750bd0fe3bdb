// Longer text: a textarea of 4 to 6 rows (the spec's reason fields), length checked like text.
import { Input } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { lengthRules } from '@/components/resource-kit/kinds/text';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    textarea: { minLength?: number; maxLength?: number };
  }
}

export const kind = defineKind({
  name: 'textarea',
  input: ({ decl }) => <Input.TextArea autoSize={{ minRows: 4, maxRows: 6 }} maxLength={decl.maxLength} showCount={!!decl.maxLength} />,
  rules: (decl, label, text) => lengthRules(decl, label, text),
});
