// antd's and dayjs's locales follow the interface language; each is a small chunk loaded when chosen.
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import type { LanguageCode } from './languages';

const antdLocales: Record<LanguageCode, () => Promise<Locale>> = {
  // zh-CN is the default language: its antd locale is bundled (see app-providers).
  'zh-CN': async () => zhCN,
  'en-US': async () => (await import('antd/es/locale/en_US')).default,
  'pt-BR': async () => (await import('antd/es/locale/pt_BR')).default,
};

const dayjsLocales: Record<LanguageCode, () => Promise<string>> = {
  'zh-CN': async () => {
    await import('dayjs/locale/zh-cn');
    return 'zh-cn';
  },
  'en-US': async () => 'en',
  'pt-BR': async () => {
    await import('dayjs/locale/pt-br');
    return 'pt-br';
  },
};

export function loadUiLocale(language: LanguageCode): Promise<Locale> {
  return antdLocales[language]();
}

let latestDateLocale = 0;

/**
 * Sets dayjs's global locale. dayjs itself is imported here on demand: only the console's pages use dates, so the
 * login page does without it (app-providers calls this once there is a session).
 */
export async function applyDateLocale(language: LanguageCode): Promise<void> {
  const request = ++latestDateLocale;
  const [{ default: dayjs }, name] = await Promise.all([import('dayjs'), dayjsLocales[language]()]);
  // a quicker switch made after this one must not be overwritten by it
  if (request === latestDateLocale) dayjs.locale(name);
}
