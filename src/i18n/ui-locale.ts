// antd's and dayjs's locales follow the interface language; each is a small chunk loaded when chosen.
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { LanguageCode } from './languages';

const loaders: Record<LanguageCode, () => Promise<{ antd: Locale; dayjs: string }>> = {
  'zh-CN': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
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
