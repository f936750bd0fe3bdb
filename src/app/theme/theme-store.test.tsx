import { theme } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { toThemeConfig } from './theme-config';
import { DEFAULT_THEME, reloadThemeSettings, setThemeSettings, THEME_STORAGE_KEY, themeSettings } from './theme-store';

afterEach(() => {
  localStorage.clear();
  reloadThemeSettings();
});

it('defaults to light, #409EFF, not compact', () => {
  expect(themeSettings()).toEqual(DEFAULT_THEME);
  const config = toThemeConfig(DEFAULT_THEME);
  expect(config.algorithm).toEqual([theme.defaultAlgorithm]);
  expect(config.token?.colorPrimary).toBe('#409EFF');
  // Secondary text dark enough for 4.5:1 contrast on white.
  expect(config.token?.colorTextSecondary).toBe('rgba(0, 0, 0, 0.65)');
});

it('keeps the settings per browser and maps them to antd algorithms and tokens', () => {
  setThemeSettings({ mode: 'dark', primary: '#52C41A', compact: true });
  expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({
    mode: 'dark',
    primary: '#52C41A',
    compact: true,
  });
  reloadThemeSettings();
  const config = toThemeConfig(themeSettings());
  expect(config.algorithm).toEqual([theme.darkAlgorithm, theme.compactAlgorithm]);
  expect(config.token?.colorPrimary).toBe('#52C41A');
  expect(config.token?.colorTextSecondary).toBeUndefined();
});

it('ignores stored values it does not offer', () => {
  localStorage.setItem(
    THEME_STORAGE_KEY,
    JSON.stringify({ mode: 'neon', primary: 'red;background:url(x)', compact: 'yes' }),
  );
  reloadThemeSettings();
  expect(themeSettings()).toEqual(DEFAULT_THEME);
});

it("turns antd's motion off when the browser asks for reduced motion, and only then", () => {
  expect(toThemeConfig(DEFAULT_THEME).token?.motion).toBeUndefined();
  expect(toThemeConfig(DEFAULT_THEME, { reducedMotion: false }).token?.motion).toBeUndefined();
  expect(toThemeConfig(DEFAULT_THEME, { reducedMotion: true }).token?.motion).toBe(false);
});
