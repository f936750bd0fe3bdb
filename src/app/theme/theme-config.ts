import { theme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme-store';

// antd's light secondary and tertiary text (45% black) fails WCAG AA contrast (4.5:1) on white and on the login
// page's primary-tinted background (#f0faff by default): subtitles, descriptions' labels, tab titles. 60-65% black passes on both.
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
  // antd derives links (link buttons, Typography.Link, the kit's cell links) and info states from colorInfo, which
  // stays antd's #1677ff when only colorPrimary changes: the primary colour chosen would colour half the screen.
  // In antd's own default theme info and primary are one colour; keep them one.
  const colors = { colorPrimary: settings.primary, colorInfo: settings.primary };
  return { algorithm, token: { ...colors, ...(dark ? {} : READABLE_LIGHT_TEXT) } };
}
