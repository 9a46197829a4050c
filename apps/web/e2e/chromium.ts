/**
 * The system Chromium and the flags this machine needs (no downloads, no background traffic),
 * for the browser journeys (`browser.ts`) and the Lighthouse bench (`scripts/lighthouse.ts`).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
