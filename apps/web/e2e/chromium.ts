/**
 * The machine's Chromium and the flags this machine needs (no downloads, no background traffic),
 * for the browser journeys (`browser.ts`) and the Lighthouse bench (`scripts/lighthouse.ts`).
 */
import { CHROMIUM_FLAGS, chromiumPath } from '@nervus/chromium';

export { CHROMIUM_FLAGS };

export const CHROMIUM_PATH = chromiumPath();
