// Bridges Refine's i18nProvider onto our i18next instance so Refine's own texts follow the language too.
import type { I18nProvider } from '@refinedev/core';
import { changeLanguage, currentLanguage, i18n } from './i18n';
import { isLanguage } from './languages';

export const refineI18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const params = typeof options === 'object' && options !== null ? options : {};
    return i18n.t(key, { ...params, ns: 'common', defaultValue: defaultMessage ?? key }) as string;
  },
  changeLocale: (locale) => (isLanguage(locale) ? changeLanguage(locale) : Promise.resolve()),
  getLocale: () => currentLanguage(),
};
