import { theme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme-store';

// antd's light secondary and tertiary text (45% black) fails WCAG AA contrast (4.5:1) on white and on the login
// page's #f0f5ff: subtitles, descriptions' labels, tab titles. 60-65% black passes on both.
const READABLE_LIGHT_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};

/** antd theme from the settings: dark and compact are algorithms layered on the default one. */
export function toThemeConfig(settings: ThemeSettings): ThemeConfig {
  const dark = settings.mode === 'dark';
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (settings.compact) algorithm.push(theme.compactAlgorithm);
  return { algorithm, token: { colorPrimary: settings.primary, ...(dark ? {} : READABLE_LIGHT_TEXT) } };
}
