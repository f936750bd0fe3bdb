// Every primary colour the theme settings offer, in light and dark mode: the text shade reads at 4.5:1 on every
// background it sits on, the fill shade carries white text at 4.5:1, and the chosen colour itself stays the accent.
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, readableShade } from './contrast';
import { primaryShades, toThemeConfig } from './theme-config';
import { PRIMARY_COLORS } from './theme-store';

describe('contrast', () => {
  it('measures WCAG 2 ratios', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#409EFF', '#FFFFFF')).toBeCloseTo(2.78, 2);
    expect(contrast('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads and moves one that does not only as far as needed', () => {
    expect(readableShade('#000000', ['#FFFFFF'])).toBe('#000000');
    const shade = readableShade('#409EFF', ['#FFFFFF']);
    expect(contrast(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade, '#FFFFFF')).toBeLessThan(4.9);
  });
});

describe.each(PRIMARY_COLORS)('primary %s', (primary) => {
  it.each([false, true])('reaches 4.5:1 for text and white-on-fill (dark mode: %s)', (dark) => {
    const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
    const t = theme.getDesignToken({ algorithm, token: { colorPrimary: primary, colorInfo: primary } });
    const backgrounds = [t.colorBgContainer, t.colorBgLayout, t.colorBgElevated, t.colorPrimaryBg];
    const shade = primaryShades(primary, dark);
    for (const text of [shade.text, shade.textHover, shade.textActive])
      for (const bg of backgrounds) expect(contrast(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    for (const fill of [shade.fill, shade.fillHover, shade.fillActive])
      expect(contrast(t.colorTextLightSolid, fill), `white on ${fill}`).toBeGreaterThanOrEqual(4.5);

    const config = toThemeConfig({ mode: dark ? 'dark' : 'light', primary, compact: false });
    // Status text (a negative amount, Typography type=danger) and tags' text on the page and on their own tint.
    const token = config.token as Record<string, string>;
    for (const s of ['Success', 'Warning', 'Error', 'Info'] as const) {
      const text = token[`color${s}Text`]!;
      for (const bg of [...backgrounds.slice(0, 3), (t as unknown as Record<string, string>)[`color${s}Bg`]!])
        expect(contrast(text, bg), `${s} ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    const tag = config.components?.Tag as Record<string, string>;
    for (const c of ['green', 'gold', 'volcano', 'cyan', 'red', 'blue'])
      expect(
        contrast(tag[`${c}7`]!, (t as unknown as Record<string, string>)[`${c}1`]!),
        `tag ${c}`,
      ).toBeGreaterThanOrEqual(4.5);
    if (!dark) expect(contrast('#FFFFFF', String(config.components?.Button?.colorError))).toBeGreaterThanOrEqual(4.5);
    expect(config.token?.colorPrimary).toBe(primary);
    expect(config.token?.colorLink).toBe(shade.text);
    expect(config.components?.Button?.colorPrimary).toBe(shade.fill);
  });
});
