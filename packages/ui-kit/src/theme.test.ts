import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, parseHex } from './color.js';
import {
  accentColors,
  PLATFORM_THEME_STORAGE_KEY,
  platformThemeProps,
  platformThemeStyle,
  readTheme,
  rememberPlatformTheme,
  rememberTheme,
  resolvedTheme,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  type ThemeStorage,
} from './theme.js';

function memory(): ThemeStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('readTheme and rememberTheme', () => {
  it('remembers light and dark, and forgets for system', () => {
    const storage = memory();
    expect(readTheme(storage)).toBe('system');
    rememberTheme('dark', storage);
    expect(readTheme(storage)).toBe('dark');
    rememberTheme('system', storage);
    expect(storage.map.has(THEME_STORAGE_KEY)).toBe(false);
    expect(readTheme(storage)).toBe('system');
  });
  it('reads anything else as system, and survives a storage that throws', () => {
    const storage = memory();
    storage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readTheme(storage)).toBe('system');
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(readTheme(broken)).toBe('system');
    expect(() => rememberTheme('dark', broken)).not.toThrow();
    expect(readTheme(undefined)).toBe('system');
  });
});

describe('THEME_SCRIPT', () => {
  /** Runs the script against a storage and a root element, as a page's head would. */
  function run(storage: Pick<Storage, 'getItem'>): Map<string, string> {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      style: { setProperty: (name: string, value: string) => void attributes.set(name, value) },
    };
    new Function('localStorage', 'document', THEME_SCRIPT)(storage, { documentElement: root });
    return attributes;
  }

  it('applies a remembered light or dark, and nothing for none, junk or a refusing storage', () => {
    const stored = memory();
    rememberTheme('dark', stored);
    expect(run(stored).get('data-theme')).toBe('dark');
    rememberTheme('light', stored);
    expect(run(stored).get('data-theme')).toBe('light');
    stored.map.set(THEME_STORAGE_KEY, 'purple');
    expect(run(stored).size).toBe(0);
    expect(run(memory()).size).toBe(0);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(run(refusing).size).toBe(0);
  });

  it("applies the remembered platform's colours with the theme, and only colours", () => {
    const stored = memory();
    rememberTheme('dark', stored);
    rememberPlatformTheme('#e8590c', stored);
    const applied = run(stored);
    expect(applied.get('data-theme')).toBe('dark');
    expect(applied.get('data-nv-platform')).toBe('');
    expect(Object.fromEntries([...applied].filter(([k]) => k.startsWith('--')))).toEqual(
      platformThemeStyle('#e8590c'),
    );
    stored.map.set(
      PLATFORM_THEME_STORAGE_KEY,
      JSON.stringify({ '--nv-platform-light': 'red;x:url(y)', color: '#000000' }),
    );
    expect([...run(stored).keys()]).toEqual(['data-theme']);
    stored.map.set(PLATFORM_THEME_STORAGE_KEY, 'not json');
    expect([...run(stored).keys()]).toEqual(['data-theme']);
  });
});

describe('rememberPlatformTheme', () => {
  it("keeps a platform's colours, and forgets them for none or junk", () => {
    const stored = memory();
    rememberPlatformTheme('#e8590c', stored);
    expect(JSON.parse(stored.map.get(PLATFORM_THEME_STORAGE_KEY) ?? '{}')).toEqual(
      platformThemeStyle('#e8590c'),
    );
    rememberPlatformTheme(null, stored);
    expect(stored.map.has(PLATFORM_THEME_STORAGE_KEY)).toBe(false);
    rememberPlatformTheme('#e8590c', stored);
    rememberPlatformTheme('red', stored);
    expect(stored.map.has(PLATFORM_THEME_STORAGE_KEY)).toBe(false);
    const full: ThemeStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(() => rememberPlatformTheme('#e8590c', full)).not.toThrow();
  });
});

describe('resolvedTheme', () => {
  it('answers the choice, or the system preference for system', () => {
    expect(resolvedTheme('light', true)).toBe('light');
    expect(resolvedTheme('dark', false)).toBe('dark');
    expect(resolvedTheme('system', true)).toBe('dark');
    expect(resolvedTheme('system', false)).toBe('light');
  });
});

describe('accentColors', () => {
  const light = ['#ffffff', '#f7f8fa', '#eef1f4'];
  const dark = ['#0c0f13', '#14181e', '#1b2028'];
  const ratio = (a: string, b: string) => contrast(parseHex(a)!, parseHex(b)!);

  it.each(['#ffd43b', '#fff', '#000000', '#e8590c', '#12b886', '#7048e8', '#868e96', '#1864ab'])(
    '%s gives AA brand text and button text in both themes',
    (accent) => {
      const colors = accentColors(accent)!;
      for (const bg of [...light, colors.light.soft]) {
        expect(ratio(colors.light.brand, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      for (const bg of [...dark, colors.dark.soft]) {
        expect(ratio(colors.dark.brand, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      // The text on a filled button: white in light, the dark background in dark.
      expect(ratio('#ffffff', colors.light.hover)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(ratio('#0c0f13', colors.dark.hover)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
  it('keeps a colour that already reads', () => {
    expect(accentColors('#1864ab')?.light.brand).toBe('#1864ab');
  });
  it('refuses what is not a hex colour', () => {
    expect(accentColors('red; background: url(x)')).toBeNull();
    expect(accentColors(null)).toBeNull();
  });
});

describe('platformThemeStyle and platformThemeProps', () => {
  it('sets both themes brand, hover and tint', () => {
    expect(Object.keys(platformThemeStyle('#e8590c')).sort()).toEqual([
      '--nv-platform-dark',
      '--nv-platform-dark-hover',
      '--nv-platform-dark-soft',
      '--nv-platform-light',
      '--nv-platform-light-hover',
      '--nv-platform-light-soft',
    ]);
    expect(platformThemeProps('#e8590c')['data-nv-platform']).toBe('');
  });
  it('is empty without a colour, so the product brand stays', () => {
    expect(platformThemeStyle(undefined)).toEqual({});
    expect(platformThemeProps('nope')).toEqual({});
  });
});
