export const LANGUAGES = [
  { code: 'zh-CN', country: 'cn', label: '简体中文' },
  { code: 'en-US', country: 'us', label: 'English' },
  { code: 'pt-BR', country: 'br', label: 'Português (Brasil)' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Namespaces in public/locales/<lng>/<ns>.json; `common` loads with the app, the rest when first used. */
export const NAMESPACES = ['common', 'menu'] as const;

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function storedLanguage(): LanguageCode {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage can be blocked (privacy mode); the default language still works
  }
  return DEFAULT_LANGUAGE;
}
