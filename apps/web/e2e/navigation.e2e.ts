import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('navigation', () => {
  it('hovering a link loads its page ahead: the click shows it from the cache, with no loading state', async () => {
    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'ivan');
    await page.waitForURL('**/ivan/my-dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Hovering the link to ivan's page (in his menu) asks for what the page loads (its code and
    // his social accounts) before any click.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Your account (@ivan)' })
      .click();
    // Everything the hover asks for must have arrived before the network is cut. The page's
    // `networkidle` was reached long before and answers at once, so it cannot tell; and the
    // list's request starts only once its call table (the widgets domain) has loaded, after the
    // social request: waited for by its answer, then nothing else in flight.
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    const answered = (path: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const social = answered('/api/users/ivan/social');
    const challenges = answered('/api/users/ivan/challenges');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: '@ivan' })
      .hover();
    await Promise.all([social, challenges]);
    await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);

    // From now on nothing answers: a page that still had something to load would wait, and show
    // the router's loading state, instead of rendering.
    await page.route('**/*', () => {});
    await page.evaluate(() => {
      const seen = { pending: false };
      (window as unknown as { navigation_seen: typeof seen }).navigation_seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"] [role="status"]')) seen.pending = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: '@ivan' })
      .click();
    await page.getByRole('heading', { name: 'Challenges of @ivan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ivan');
    const pending = await page.evaluate(
      () =>
        (window as unknown as { navigation_seen: { pending: boolean } }).navigation_seen.pending,
    );
    expect(pending).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
