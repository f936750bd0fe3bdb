import { theme, type ThemeConfig } from 'antd';
import { readableShade } from './contrast';
import { dangerButtonTokens, statusTextTokens, tagTokens } from './readable-tokens';
import type { ThemeSettings } from './theme-store';

// antd's light secondary and tertiary text (45% black) fails WCAG AA contrast (4.5:1) on white and on the login
// page's primary-tinted background (#f0faff by default): subtitles, descriptions' labels, tab titles. 60-65% black passes on both.
const READABLE_LIGHT_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};

/** Text in the primary colour (links, selected menu items and tabs) and fills behind white text (primary buttons). */
export type PrimaryShades = {
  text: string;
  textHover: string;
  textActive: string;
  fill: string;
  fillHover: string;
  fillActive: string;
};

/**
 * The primary colour stays the accent (borders, highlights' tints, charts); text in it and fills behind white text
 * take the nearest shade of its hue that reads at 4.5:1 on every background it sits on (the mode's container, layout
 * and elevated backgrounds and the primary tint of a selected menu item). Hover and pressed states step further
 * from the background rather than back toward the failing colour. docs/accessibility.md lists the results.
 */
export function primaryShades(primary: string, dark: boolean, t = baseTokens(primary, dark)): PrimaryShades {
  const backgrounds = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated, t.colorPrimaryBg];
  const light = '#FFFFFF'; // antd's colorTextLightSolid in both modes
  // 4.6 rather than 4.5: a little headroom, so a rounding in the browser's colour pipeline cannot tip a shade under.
  return {
    text: readableShade(primary, backgrounds, 4.6),
    textHover: readableShade(primary, backgrounds, 5.5),
    textActive: readableShade(primary, backgrounds, 6.5),
    fill: readableShade(primary, [light], 4.6),
    fillHover: readableShade(primary, [light], 5.5),
    fillActive: readableShade(primary, [light], 6.5),
  };
}

function baseTokens(primary: string, dark: boolean) {
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return theme.getDesignToken({ algorithm, token: { colorPrimary: primary, colorInfo: primary } });
}

/** What the browser asks of every page, not a setting of the console's own. */
export type ThemeEnvironment = {
  /** `prefers-reduced-motion: reduce`: antd's zooms, fades and slides are turned off (WCAG 2.3.3). */
  reducedMotion?: boolean;
};

/** antd theme from the settings: dark and compact are algorithms layered on the default one. */
export function toThemeConfig(settings: ThemeSettings, environment: ThemeEnvironment = {}): ThemeConfig {
  const dark = settings.mode === 'dark';
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (settings.compact) algorithm.push(theme.compactAlgorithm);
  const base = baseTokens(settings.primary, dark);
  const shade = primaryShades(settings.primary, dark, base);
  const status = statusTextTokens(base);
  // antd derives links (link buttons, Typography.Link, the kit's cell links) and info states from colorInfo, which
  // stays antd's #1677ff when only colorPrimary changes: the primary colour chosen would colour half the screen.
  // In antd's own default theme info and primary are one colour; keep them one.
  const colors = {
    colorPrimary: settings.primary,
    colorInfo: settings.primary,
    colorLink: shade.text,
    colorLinkHover: shade.textHover,
    colorLinkActive: shade.textActive,
    colorPrimaryText: shade.text,
    colorPrimaryTextHover: shade.textHover,
    colorPrimaryTextActive: shade.textActive,
    ...status,
  };
  // Components that write text in colorPrimary itself get the text shade as their primary colour; buttons get the
  // fill shade (their primary fill carries white text, their outlined hover the same colour as text on white).
  const textInPrimary = {
    colorPrimary: shade.text,
    colorPrimaryHover: shade.textHover,
    colorPrimaryActive: shade.textActive,
  };
  return {
    algorithm,
    token: { ...colors, ...(dark ? {} : READABLE_LIGHT_TEXT), ...(environment.reducedMotion ? { motion: false } : {}) },
    components: {
      Button: {
        colorPrimary: shade.fill,
        colorPrimaryHover: shade.fillHover,
        colorPrimaryActive: shade.fillActive,
        ...dangerButtonTokens(base),
      },
      Menu: {
        itemSelectedColor: shade.text,
        subMenuItemSelectedColor: shade.text,
        horizontalItemSelectedColor: shade.text,
      },
      Tabs: { itemSelectedColor: shade.text, itemHoverColor: shade.textHover, itemActiveColor: shade.textActive },
      Dropdown: textInPrimary,
      Pagination: textInPrimary,
      Radio: textInPrimary,
      Tag: tagTokens(base, status),
    },
  };
}
