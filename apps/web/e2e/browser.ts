import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export const baseURL = () => inject('baseURL');

/** The system Chromium with the flags this machine needs; nothing is ever downloaded. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * A fresh page that fails the test on any uncaught error in the app, and on closing, on any
 * Content-Security-Policy violation (the browser says so on the console). The app's service
 * worker is refused unless a journey asks for it (`serviceWorkers: 'allow'`): a journey's
 * pages stay the page and the server, as in every journey written before it.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1200, height: 900 },
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const context = await browser.newContext({ viewport, baseURL: baseURL(), serviceWorkers });
  const page = await context.newPage();
  const errors: string[] = [];
  const violations: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const close = async () => {
    await context.close();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  };
  return { page, errors, close };
}

/** axe's serious and critical violations on the page as it is drawn now. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * axe: no serious or critical violation, in the light theme and in the dark one (the system's
 * preference, which the ui-kit's tokens follow), so contrast is checked in both. The page is
 * left in light, as the journey drew it.
 */
export async function expectAccessible(page: Page, name: string) {
  expect(await violations(page), `axe on ${name} (light)`).toEqual([]);
  // Reduced motion first: the ui-kit's transitions are then instant, so axe never reads a colour
  // half-way from the light theme to the dark one.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    expect(await violations(page), `axe on ${name} (dark)`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
  }
}

export async function signIn(page: Page, username: string, password = 'nervus-demo-2026') {
  await page.goto('/accounts/gateway');
  await page.getByLabel('Email or screen name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits for the player's realtime stream (built-in transport) to be answered. */
export async function signInLive(page: Page, who: string) {
  const stream = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/realtime/stream' && r.status() === 200,
    { timeout: 30_000 },
  );
  await signIn(page, who);
  await page.waitForURL(`**/${who}/my-dashboard`);
  await stream;
}
