/**
 * A platform's accent on the whole page, loaded with the shell's later part (player-shell.ts)
 * where there is one to show or to take away: the colour maths stay out of the code every page
 * loads first.
 */
import { applyPlatformTheme, rememberPlatformTheme } from '@nervus/ui-kit';

/** Themes the page with the platform's colour (none: the product's) and keeps it for the next page's first paint. */
export function showPlatformAccent(accent: string | null): void {
  applyPlatformTheme(accent);
  rememberPlatformTheme(accent);
}
