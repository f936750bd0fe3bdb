// antd's and dayjs's locales follow the interface language; each is a small chunk loaded when chosen.
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import type { LanguageCode } from './languages';

const loaders: Record<LanguageCode, () => Promise<{ antd: Locale; dayjs: string }>> = {
  // zh-CN is the default language: its antd locale is bundled (see app-providers), only dayjs's is fetched.
  'zh-CN': async () => {
    await import('dayjs/locale/zh-cn');
    return { antd: zhCN, dayjs: 'zh-cn' };
  },
  'en-US': async () => {
    const antd = await import('antd/es/locale/en_US');
    return { antd: antd.default, dayjs: 'en' };
  },
  'pt-BR': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')]);
    return { antd: antd.default, dayjs: 'pt-br' };
  },
};

export async function loadUiLocale(language: LanguageCode): Promise<Locale> {
  const { antd, dayjs: dayjsLocale } = await loaders[language]();
  dayjs.locale(dayjsLocale);
  return antd;
}
