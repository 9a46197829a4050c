/**
 * The colour arithmetic behind platform theming: WCAG 2.2 contrast and the nearest colour of a
 * hue that reaches a contrast. Pure; the theme tokens in styles.css were checked with it
 * (color.test.ts), so a platform's accent and the built-in ones obey one rule.
 */

/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number];

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/**
 * Reads `#rgb` or `#rrggbb` (case-insensitive, the `#` optional); null for anything else, so a
 * platform's stored colour can never inject CSS.
 *
 * @example parseHex('#5f3dc4') // [95, 61, 196]
 */
export function parseHex(value: string | null | undefined): Rgb | null {
  const hex = value?.trim().replace(/^#/, '') ?? '';
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** `#rrggbb`, lower case. */
export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio, 1 to 21.
 *
 * @example contrast([0, 0, 0], [255, 255, 255]) // 21
 */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved towards `b` by `t` (0 keeps `a`, 1 gives `b`), in sRGB. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const channel = (from: number, to: number) => Math.round(from + (to - from) * t);
  return [channel(a[0], b[0]), channel(a[1], b[1]), channel(a[2], b[2])];
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * The colour of `color`'s hue closest to it that, used as text, reaches `ratio` against every
 * one of `backgrounds` (darkened towards black for light backgrounds, lightened towards white
 * for dark ones). A colour that already does is returned as it is.
 *
 * @example readableOn([245, 159, 0], [[255, 255, 255]]) // a darker amber, 4.5:1 on white
 */
export function readableOn(color: Rgb, backgrounds: readonly Rgb[], ratio = AA_TEXT): Rgb {
  const darkBackground = backgrounds.every((bg) => luminance(bg) < 0.18);
  const target = darkBackground ? WHITE : BLACK;
  const passes = (c: Rgb) => backgrounds.every((bg) => contrast(c, bg) >= ratio);
  if (passes(color)) return color;
  // Contrast only grows as the colour moves towards the target: a bisection finds the least move.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const t = (lo + hi) / 2;
    if (passes(mix(color, target, t))) hi = t;
    else lo = t;
  }
  return mix(color, target, hi);
}
