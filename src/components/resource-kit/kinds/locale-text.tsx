// Text stored per language (a notice's title `{ 'zh-CN': ..., 'en-US': ..., 'pt-BR': ... }`): a cell, the detail and
// the CSV show it in the user's language (then zh-CN, then any language that has it); the form edits each language
// in its own labelled input, so `title['en-US']` is its own field, and `required` asks for all three.
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/i18n/languages';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    localeText: { maxLength?: number };
  }
}

type LocaleText = Partial<Record<string, string>>;

const asTexts = (value: unknown): LocaleText =>
  value !== null && typeof value === 'object'
    ? (value as LocaleText)
    : isBlank(value)
      ? {}
      : { [DEFAULT_LANGUAGE]: String(value) };

/** The text in `language`, else in the default language, else in the first language that has one. */
export function localeTextIn(value: unknown, language: string): string {
  const texts = asTexts(value);
  const has = (code: string) => !isBlank(texts[code]);
  const code = has(language)
    ? language
    : has(DEFAULT_LANGUAGE)
      ? DEFAULT_LANGUAGE
      : LANGUAGES.map((l) => l.code).find(has);
  return code ? String(texts[code]) : '';
}

type Props = {
  id?: string;
  value?: LocaleText;
  onChange?: (value: LocaleText) => void;
  label: string;
  maxLength?: number;
  disabled?: boolean;
};

function LocaleTextInput({ id, value, onChange, label, maxLength, disabled }: Props) {
  const texts = value ?? {};
  const change = (code: string) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange?.({ ...texts, [code]: event.target.value });
  return (
    <div role="group" aria-label={label} style={{ display: 'grid', gap: 8 }}>
      {LANGUAGES.map((language, index) => (
        <Input
          key={language.code}
          // the field's label points at the first language's input
          id={index === 0 ? id : undefined}
          prefix={<span lang={language.code}>{language.label}</span>}
          aria-label={`${label} (${language.label})`}
          lang={language.code}
          value={texts[language.code] ?? ''}
          onChange={change(language.code)}
          maxLength={maxLength}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

export const kind = defineKind({
  name: 'localeText',
  // its outer element is a group: Form.Item's aria-required stays off it (each input is checked on save)
  ariaRequired: false,
  text: (value, _decl, text) => localeTextIn(value, text.language()) || '--',
  input: ({ decl, label, disabled }) => (
    <LocaleTextInput label={label} maxLength={decl.maxLength} disabled={disabled} />
  ),
  // `required` asks for every language (the kit's own check says so when all are empty); `maxLength` caps each input.
  rules: (decl, label, text) => [
    {
      validator: async (_rule, value: unknown) => {
        if (!(decl as { required?: boolean }).required || isBlank(value)) return;
        const missing = LANGUAGES.find((language) => isBlank(asTexts(value)[language.code]));
        if (missing) throw new Error(text.t('kit:validation.localeText', { label, language: missing.label }));
      },
    },
  ],
  toWire: (values, decl) => {
    const texts = asTexts(values[decl.key]);
    const trimmed = Object.fromEntries(LANGUAGES.map((l) => [l.code, (texts[l.code] ?? '').trim()]));
    return Object.values(trimmed).some((t) => t !== '') ? { [decl.key]: trimmed } : {};
  },
  fromWire: (wire, decl) => (isBlank(wire[decl.key]) ? {} : { [decl.key]: asTexts(wire[decl.key]) }),
});
