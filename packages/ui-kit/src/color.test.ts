import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, luminance, mix, parseHex, readableOn, toHex } from './color.js';

describe('parseHex', () => {
  it('reads long and short hex, with or without #', () => {
    expect(parseHex('#5f3dc4')).toEqual([95, 61, 196]);
    expect(parseHex('FFF')).toEqual([255, 255, 255]);
  });
  it.each(['', 'red', '#12345', 'url(x)', '#1234567', null, undefined])('refuses %s', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('toHex', () => {
  it('round-trips', () => expect(toHex(parseHex('#0c0f13')!)).toBe('#0c0f13'));
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrast([95, 61, 196], [95, 61, 196])).toBe(1);
  });
  it('matches a published pair (#767676 on white is 4.54)', () => {
    expect(contrast(parseHex('#767676')!, [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('mix', () => {
  it('goes from one colour to the other', () => {
    expect(mix([0, 0, 0], [255, 255, 255], 0)).toEqual([0, 0, 0]);
    expect(mix([0, 0, 0], [255, 255, 255], 1)).toEqual([255, 255, 255]);
    expect(mix([0, 0, 0], [255, 255, 255], 0.5)).toEqual([128, 128, 128]);
  });
});

describe('readableOn', () => {
  const white = [255, 255, 255] as const;
  const night = [12, 15, 19] as const;
  it('keeps a colour that already reads', () => {
    expect(readableOn([0, 0, 0], [white])).toEqual([0, 0, 0]);
  });
  it.each(['#ffd43b', '#74c0fc', '#ffffff', '#f59f00', '#e64980'])(
    'darkens %s until it reads on white, no further than needed',
    (hex) => {
      const out = readableOn(parseHex(hex)!, [white]);
      expect(contrast(out, white)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(out, white)).toBeLessThan(AA_TEXT + 0.2);
      expect(luminance(out)).toBeLessThan(luminance(parseHex(hex)!));
    },
  );
  it.each(['#1c1c7c', '#000000', '#5f3dc4', '#c92a2a'])(
    'lightens %s on a dark background',
    (hex) => {
      const out = readableOn(parseHex(hex)!, [night]);
      expect(contrast(out, night)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});

/**
 * The tokens file itself: every text colour of a theme reads (4.5:1) on every background of the
 * same theme, so a badge, a link or an alert is AA wherever it sits.
 */
describe('tokens.css', () => {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    return css.slice(start, css.indexOf('}', start));
  };
  const grays = Object.fromEntries(
    [...css.matchAll(/--nv-gray-(\d+): (#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]),
  );
  const tokens = (text: string) => {
    const out: Record<string, string> = {};
    for (const [, name, value] of text.matchAll(/--(nv-[a-z0-9-]+): ([^;]+);/g)) {
      const hex = value!.match(/#[0-9a-f]{6}/)?.[0] ?? grays[value!.match(/gray-(\d+)/)?.[1] ?? ''];
      if (hex) out[name!] = hex;
    }
    return out;
  };
  const themes = {
    light: tokens(block('[data-theme="light"]')),
    dark: tokens(block('[data-theme="dark"]')),
  };
  const texts = (theme: Record<string, string>) =>
    Object.keys(theme).filter((name) =>
      /^nv-(role-[a-z]+|color-(fg|muted|brand|success|warning|danger|info))$/.test(name),
    );

  it('defines the same tokens in both themes, and the media-query copy of dark equals dark', () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
    expect(tokens(block(':root:not([data-theme="light"])'))).toEqual(themes.dark);
    expect(texts(themes.light)).toHaveLength(14);
  });
  for (const [name, theme] of Object.entries(themes)) {
    it(`${name}: every text colour reads on bg, surface, sunken and its own tint`, () => {
      const failures: string[] = [];
      for (const text of texts(theme)) {
        const backgrounds = ['nv-color-bg', 'nv-color-surface', 'nv-color-sunken', `${text}-soft`];
        for (const bg of backgrounds) {
          if (!theme[bg]) continue;
          const ratio = contrast(parseHex(theme[text])!, parseHex(theme[bg])!);
          if (ratio < AA_TEXT) failures.push(`${text} on ${bg}: ${ratio.toFixed(2)}`);
        }
      }
      expect(failures).toEqual([]);
    });
    it(`${name}: text on brand, danger and inverse fills reads`, () => {
      const pairs = [
        ['nv-color-brand-fg', 'nv-color-brand'],
        ['nv-color-brand-fg', 'nv-color-brand-hover'],
        ['nv-color-brand-fg', 'nv-color-danger'],
        ['nv-color-brand-fg', 'nv-color-danger-hover'],
        ['nv-color-inverse-fg', 'nv-color-inverse'],
        ['nv-color-fg', 'nv-color-brand-soft'],
      ];
      for (const [fg, bg] of pairs) {
        expect(
          contrast(parseHex(theme[fg!])!, parseHex(theme[bg!])!),
          `${fg} on ${bg}`,
        ).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  }
});
