// A password: never shown, sent AES-encrypted exactly like the login password (contract "Login password"). When
// editing, an empty password means "unchanged" and is not sent.
import { Input } from 'antd';
import { env } from '@/config/env';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { lengthRules } from '@/components/resource-kit/kinds/text';
import { encryptText } from '@/lib/password-cipher';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    password: { minLength?: number; maxLength?: number };
  }
}

export const kind = defineKind({
  name: 'password',
  text: () => '******',
  csv: () => ({ value: '', number: false }),
  input: ({ mode, text }) => (
    <Input.Password
      autoComplete="new-password"
      placeholder={mode === 'edit' ? text.t('kit:form.passwordUnchanged') : undefined}
    />
  ),
  rules: (decl, label, text) => lengthRules(decl, label, text),
  toWire: (values, decl) => {
    const value = values[decl.key];
    return isBlank(value) ? {} : { [decl.key]: encryptText(String(value), env.aesKey) };
  },
  // A password is never read back into a form.
  fromWire: () => ({}),
});
