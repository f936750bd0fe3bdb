import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { applyDateLocale, loadUiLocale } from '@/i18n/ui-locale';
import { FeedbackBridge } from '@/lib/feedback';
import { useSession } from '@/lib/use-session';
import { toThemeConfig } from '@/app/theme/theme-config';
import { DEFAULT_PRIMARY, useThemeSettings } from '@/app/theme/theme-store';

export const PRIMARY_COLOR = DEFAULT_PRIMARY;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** antd theme (from the per-browser theme settings), antd/dayjs locale following i18next, and the feedback bridge. */
export function AppProviders({ children }: { children: ReactNode }) {
  useTranslation();
  const language = currentLanguage();
  // Always a defined locale: ConfigProvider wraps its children differently without one, and the switch from
  // undefined to a locale would remount the whole app (losing form state). zh-CN is the default language.
  const [locale, setLocale] = useState<Locale>(zhCN);
  const settings = useThemeSettings();
  // Read once per load, not followed live: antd wraps the tree in a motion provider the first time motion differs
  // from its default, which remounts every page below it (an open form would lose what was typed).
  const [reducedMotion] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  const themeConfig = useMemo(() => toThemeConfig(settings, { reducedMotion }), [settings, reducedMotion]);
  const signedIn = useSession().token !== null;

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

  // Dates appear only behind the login; the login page leaves dayjs out of its first load.
  useEffect(() => {
    if (signedIn) applyDateLocale(language).catch(() => undefined); // dates stay in the previous locale
  }, [language, signedIn]);

  return (
    <ConfigProvider locale={locale} theme={themeConfig}>
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
