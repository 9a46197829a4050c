import { AA_TEXT, mix, parseHex, type Rgb, readableOn, toHex } from './color.js';

/** What the reader chose; `system` follows `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key of the reader's choice on this device. */
export const THEME_STORAGE_KEY = 'nv-theme';

/** What theme.ts needs of localStorage, so a test or a server render can pass its own. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system';

function defaultStorage(): ThemeStorage | undefined {
  // Private modes and sandboxed frames throw on the mere access.
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The choice remembered on this device; `system` when there is none (or no storage).
 *
 * @example readTheme() // 'dark' after rememberTheme('dark')
 */
export function readTheme(storage: ThemeStorage | undefined = defaultStorage()): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice on this device (`system` forgets it). */
export function rememberTheme(
  choice: ThemeChoice,
  storage: ThemeStorage | undefined = defaultStorage(),
): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
}

/**
 * Shows the choice: `data-theme` on the root (no attribute for `system`, which the stylesheet
 * answers with `prefers-color-scheme`).
 *
 * @example applyTheme('dark') // <html data-theme="dark">
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** The theme the reader sees now: the choice, or the system's preference for `system`. */
export function resolvedTheme(
  choice: ThemeChoice,
  prefersDark: boolean = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
): 'light' | 'dark' {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

/**
 * The localStorage key of the platform colours this host's page last showed (its
 * `platformThemeStyle`). Storage is per origin, so each platform's subdomain keeps its own.
 */
export const PLATFORM_THEME_STORAGE_KEY = 'nv-platform-theme';

/**
 * An inline script for index.html's head: applies the remembered choice, and the colours of the
 * platform this host showed last (`rememberPlatformTheme`), before the first paint, so a dark
 * reader never sees a light flash while the app loads, nor a platform's reader the product's
 * colour. Only `--nv-platform-*` properties holding a `#rrggbb` value are taken from storage.
 * Block-scoped, with no unused binding, so that a linter of the page's inline scripts (biome)
 * has nothing to say about it. The properties are set through the CSSOM, which a content
 * security policy without 'unsafe-inline' styles allows.
 */
export const THEME_SCRIPT = `try{const d=document.documentElement,t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')d.setAttribute('data-theme',t);const p=JSON.parse(localStorage.getItem('${PLATFORM_THEME_STORAGE_KEY}')||'{}');for(const[k,v]of Object.entries(p))if(/^--nv-platform-[a-z-]+$/.test(k)&&/^#[0-9a-f]{6}$/.test(v)){d.style.setProperty(k,v);d.setAttribute('data-nv-platform','')}}catch{}`;

// The theme backgrounds a brand colour is read on (tokens.css: bg, surface, sunken).
const LIGHT_BG: Rgb = [255, 255, 255];
const LIGHT_BACKGROUNDS: readonly Rgb[] = [LIGHT_BG, [247, 248, 250], [238, 241, 244]];
const DARK_BG: Rgb = [12, 15, 19];
const DARK_BACKGROUNDS: readonly Rgb[] = [DARK_BG, [20, 24, 30], [27, 32, 40]];
// A little above 4.5, so that rounding in a browser's colour pipeline cannot drop a pair below AA.
const TARGET = AA_TEXT + 0.1;

/** One theme's brand colours: text-safe brand, its hover, and a tint for selected rows. */
export interface AccentColors {
  readonly brand: string;
  readonly hover: string;
  readonly soft: string;
}

/**
 * A platform's colour made into both themes' brand colours, each AA (4.6:1) as text on every
 * background of its theme and on its own tint; the text on a brand-filled button (white in light,
 * the dark background in dark) then has the same contrast. Null for anything but a hex colour.
 *
 * @example accentColors('#ffd43b')?.light.brand // a darker yellow that reads on white
 */
export function accentColors(
  accent: string | null | undefined,
): { light: AccentColors; dark: AccentColors } | null {
  const color = parseHex(accent);
  if (!color) return null;
  const theme = (backgrounds: readonly Rgb[], tintOver: Rgb, tint: number, towards: Rgb) => {
    const soft = mix(color, tintOver, tint);
    const brand = readableOn(color, [...backgrounds, soft], TARGET);
    return { brand: toHex(brand), hover: toHex(mix(brand, towards, 0.15)), soft: toHex(soft) };
  };
  return {
    light: theme(LIGHT_BACKGROUNDS, LIGHT_BG, 0.9, [0, 0, 0]),
    dark: theme(DARK_BACKGROUNDS, DARK_BG, 0.84, [255, 255, 255]),
  };
}

/** The custom properties a platform's accent sets (tokens.css reads them per theme). */
export type PlatformThemeStyle = Readonly<Record<`--nv-platform-${string}`, string>>;

/**
 * The style that themes an element and what it holds with a platform's own colour (its data, no
 * code per platform): spread with the `data-nv-platform` attribute, or use `applyPlatformTheme`
 * on the root. Empty for a missing or malformed colour, which keeps the product's brand.
 *
 * @example <header {...platformThemeProps(platform.accent_color)}>
 */
export function platformThemeStyle(accent: string | null | undefined): PlatformThemeStyle {
  const colors = accentColors(accent);
  if (!colors) return {};
  const style: Record<string, string> = {};
  for (const theme of ['light', 'dark'] as const) {
    const { brand, hover, soft } = colors[theme];
    style[`--nv-platform-${theme}`] = brand;
    style[`--nv-platform-${theme}-hover`] = hover;
    style[`--nv-platform-${theme}-soft`] = soft;
  }
  return style as PlatformThemeStyle;
}

/**
 * Props that theme an element's subtree with a platform's colour: `data-nv-platform` and the
 * style; nothing for a missing or malformed colour.
 *
 * @example <section {...platformThemeProps('#e8590c')}>…</section>
 */
export function platformThemeProps(accent: string | null | undefined): {
  'data-nv-platform'?: '';
  style?: PlatformThemeStyle;
} {
  const style = platformThemeStyle(accent);
  return Object.keys(style).length ? { 'data-nv-platform': '', style } : {};
}

/**
 * Themes the whole document (or `root`) with a platform's colour; a missing colour removes a
 * previous platform's.
 *
 * @example applyPlatformTheme(platform.accent_color)
 */
export function applyPlatformTheme(
  accent: string | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  const style = platformThemeStyle(accent);
  for (const name of [...root.style]) {
    if (name.startsWith('--nv-platform-')) root.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
  if (Object.keys(style).length) root.setAttribute('data-nv-platform', '');
  else root.removeAttribute('data-nv-platform');
}

/**
 * Remembers on this device (per host) the colours a platform's accent gives, for the next
 * page's first paint (`THEME_SCRIPT`); a missing or malformed accent forgets them.
 *
 * @example rememberPlatformTheme(platform.accent_color)
 */
export function rememberPlatformTheme(
  accent: string | null | undefined,
  storage: ThemeStorage | undefined = defaultStorage(),
): void {
  const style = platformThemeStyle(accent);
  try {
    if (Object.keys(style).length)
      storage?.setItem(PLATFORM_THEME_STORAGE_KEY, JSON.stringify(style));
    else storage?.removeItem(PLATFORM_THEME_STORAGE_KEY);
  } catch {
    // A full or refused storage: the next page shows the product's colour until it knows.
  }
}
