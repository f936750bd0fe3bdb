// WCAG 2 contrast and shades of one hue that reach it. The console keeps the chosen primary colour (#409EFF by
// default) for accents; text in that colour, and fills behind white text, use a shade of the same hue moved only as
// far as needed to read at 4.5:1 (docs/accessibility.md).

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The shade of `color`'s hue nearest to it that reaches `ratio` against every one of `backgrounds`: darker on light
 * backgrounds, lighter on dark ones. The colour itself when it already does.
 */
export function readableShade(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const passes = (c: string) => backgrounds.every((bg) => contrast(c, bg) >= ratio);
  const start = toHex(parseHex(color));
  if (passes(start)) return start;
  const [h, s, l] = toHsl(parseHex(color));
  const darkBackground = backgrounds.every((bg) => luminance(bg) < 0.18);
  const step = darkBackground ? 0.005 : -0.005;
  for (let light = l + step; light >= 0 && light <= 1; light += step) {
    const shade = toHex(fromHsl([h, s, light]));
    if (passes(shade)) return shade;
  }
  return darkBackground ? '#FFFFFF' : '#000000';
}
