import { theme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme-store';

/** antd theme from the settings: dark and compact are algorithms layered on the default one. */
export function toThemeConfig(settings: ThemeSettings): ThemeConfig {
  const algorithm = [settings.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (settings.compact) algorithm.push(theme.compactAlgorithm);
  return { algorithm, token: { colorPrimary: settings.primary } };
}
