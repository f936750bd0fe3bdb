// Longer text: a textarea of 4 to 6 rows (the spec's reason fields), length checked like text, emoji filtered like
// text when asked (remarks).
import { Input } from 'antd';
import { EmojiFilterTextArea } from '@/components/inputs/emoji-filter-input';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { lengthRules } from '@/components/resource-kit/kinds/text';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    textarea: { minLength?: number; maxLength?: number; emojiFilter?: boolean };
  }
}

export const kind = defineKind({
  name: 'textarea',
  input: ({ decl }) => {
    const props = { autoSize: { minRows: 4, maxRows: 6 }, maxLength: decl.maxLength, showCount: !!decl.maxLength };
    return decl.emojiFilter ? <EmojiFilterTextArea {...props} /> : <Input.TextArea {...props} />;
  },
  rules: (decl, label, text) => lengthRules(decl, label, text),
});
