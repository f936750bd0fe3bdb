import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { loadUiLocale } from '@/i18n/ui-locale';
import { FeedbackBridge } from '@/lib/feedback';

export const PRIMARY_COLOR = '#409EFF';

/** antd theme, antd/dayjs locale following i18next, and the feedback bridge for code outside React. */
export function AppProviders({ children }: { children: ReactNode }) {
  useTranslation();
  const language = currentLanguage();
  // Always a defined locale: ConfigProvider wraps its children differently without one, and the switch from
  // undefined to a locale would remount the whole app (losing form state). zh-CN is the default language.
  const [locale, setLocale] = useState<Locale>(zhCN);

  useEffect(() => {
    let live = true;
    document.documentElement.lang = language;
    loadUiLocale(language).then(
      (loaded) => live && setLocale(loaded),
      () => undefined, // keep the current locale; the texts still switch through i18next
    );
    return () => {
      live = false;
    };
  }, [language]);

  return (
    <ConfigProvider locale={locale} theme={{ algorithm: antdTheme.defaultAlgorithm, token: { colorPrimary: PRIMARY_COLOR } }}>
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
