// Locale keys derived from a declaration. Each label is looked up page-first, then the same page in `shared.json` (a
// page both areas build from one factory, system.authUser and merchant.authUser: `shared:authUser.columns.nickname`),
// then shared by the namespace, then shared by every area (`shared.json`: what a bet order or a player is called
// wherever it is listed), so the four bet order lists and the player detail's bet order tab say
// `shared:columns.betAmount` instead of repeating it.
import { useResourceParams } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey, type EnumDef } from '@/components/resource-kit/enums';
import { currentLanguage, translateTitle } from '@/i18n/i18n';

export type ResourceText = {
  t: (key: string | string[], options?: Record<string, unknown>) => string;
  title: () => string;
  /** What one row is (商户 / merchant / operador): a form's title names it ("新增商户"), not the page's list. */
  record: () => string;
  column: (key: string) => string;
  filter: (key: string) => string;
  field: (key: string) => string;
  action: (key: string, part: 'label' | 'title' | 'confirm' | 'success' | 'ok', vars?: object) => string;
  /** A message key a declaration returned (validation): the page's (in its area, then shared), then the namespace's. */
  message: (key: string, vars?: object) => string;
  enumLabel: (def: EnumDef, value: unknown) => string;
  /** The language these texts are in (a fixed language's, else the console's): a per-language value shows in it. */
  language: () => string;
};

/** Labels every area shares (public/locales/<lng>/shared.json). */
export const SHARED_NS = 'shared';

type Translate = (key: string | string[], options?: Record<string, unknown>) => unknown;

/**
 * A row's values as a text interpolates them (a confirm, a title, a reason), as t's options: plain text only, and
 * apart from the options (`replace`), so a row's `lng`, `ns` or `context` field is a value, not an option. i18next's
 * escapeValue is off (React escapes what it renders), so the values are never markup here either: `<b>` in a name
 * stays those characters, `{{count}}` or `$t(...)` in data is not read as a placeholder or a nested key
 * (skipOnVariables), an object (a per-language text, a list) is not `[object Object]`, and a placeholder the row lacks
 * shows `--` rather than itself.
 */
export function textVars(vars: object | undefined): Record<string, unknown> {
  const replace: Record<string, string | number | boolean> = {};
  // A nested value is reached by its path (`{{list.0.stock}}` of an answer), as a key of its own: the object itself
  // never becomes text.
  const add = (prefix: string, value: unknown, depth: number) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') replace[prefix] = value;
    else if (value && typeof value === 'object' && depth < 4) {
      if (Array.isArray(value)) replace[`${prefix}.length`] = value.length;
      for (const [key, inner] of Object.entries(value)) add(`${prefix}.${key}`, inner, depth + 1);
    }
  };
  for (const [key, value] of Object.entries(vars ?? {})) add(key, value, 0);
  return {
    replace,
    // plurals read the count from the options
    ...(typeof replace.count === 'number' ? { count: replace.count } : {}),
    interpolation: { skipOnVariables: true },
    missingInterpolationHandler: () => '--',
  };
}

/** What the texts are derived from: a declaration's name and locale place (a ResourceDefinition is one). */
export type TextSource = { name: string; ns: string; prefix: string };

/** The texts of a declaration from a translate function (the hook's, or a fixed language's in a test or a file). */
export function resourceText(def: TextSource, t: Translate, label?: string): ResourceText {
  const { ns, prefix } = def;
  const keys = (section: string, key: string) => [
    `${ns}:${prefix}.${section}.${key}`,
    `${SHARED_NS}:${prefix}.${section}.${key}`,
    `${ns}:${section}.${key}`,
    `${SHARED_NS}:${section}.${key}`,
  ];
  const tr = (key: string | string[], options?: Record<string, unknown>) => t(key, options) as string;
  const title = () => (label ? translateTitle(label) : tr(`menu:pages.${def.name}`, { defaultValue: def.name }));
  return {
    t: tr,
    title,
    // page-first, as the labels; every page with a form has one (tests/record-nouns.test.ts), else its title
    record: () => tr([`${ns}:${prefix}.record`, `${SHARED_NS}:${prefix}.record`], { defaultValue: '' }) || title(),
    column: (key) => tr(keys('columns', key), { defaultValue: key }),
    filter: (key) => tr([...keys('filters', key), ...keys('columns', key)], { defaultValue: key }),
    field: (key) => tr([...keys('fields', key), ...keys('columns', key)], { defaultValue: key }),
    action: (key, part, vars) =>
      tr(keys(`actions.${key}`, part), { ...textVars(vars), defaultValue: part === 'label' ? key : '' }),
    message: (key, vars) =>
      tr([`${ns}:${prefix}.${key}`, `${SHARED_NS}:${prefix}.${key}`, `${ns}:${key}`, `kit:${key}`], {
        ...textVars(vars),
        defaultValue: key,
      }),
    enumLabel: (e, value) => tr(enumKey(e, value), { defaultValue: String(value ?? '') }),
    // i18next's fixed `t` (getFixedT) carries its language; the hook's follows the console's
    language: () => (t as { lng?: string }).lng ?? currentLanguage(),
  };
}

export function useResourceText(def: TextSource): ResourceText {
  const { t, i18n } = useTranslation([def.ns, SHARED_NS, 'kit', 'menu']);
  const language = i18n.language;
  // The page title is the menu item's (a locale key or plain text from the server).
  const label = useResourceParams({ resource: def.name }).resource?.meta?.label;
  // `language`: the same `t` answers differently after a language switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => resourceText(def, t, label), [t, def, language, label]);
}
