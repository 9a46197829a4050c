/**
 * The new-version banner over the real service worker (decision 0024). The server serves one
 * build; an older one is made from it by the browser's routes: its index.html and its `/sw.js`
 * name another build id, as an older deployment's did. Lifting the routes is the deployment.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, launch, newPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const OLDER = 'older-build-0001';

/** The route's answer from the server, with `current` replaced by the older build's id. */
async function asOlder(route: Route, current: string) {
  const response = await route.fetch();
  const { 'content-encoding': _e, 'content-length': _l, ...headers } = response.headers();
  await route.fulfill({
    response,
    headers,
    body: (await response.text()).replaceAll(current, OLDER),
  });
}

/** The build the page's active (or waiting) worker says it is, as the app asks it. */
function buildOf(page: Page, which: 'active' | 'waiting' = 'active'): Promise<string | null> {
  return page.evaluate(async (which) => {
    const worker = (await navigator.serviceWorker.ready)[which];
    if (!worker) return null;
    const channel = new MessageChannel();
    const answer = new Promise<string>((resolve) => {
      channel.port1.onmessage = (event) => resolve(String(event.data));
    });
    worker.postMessage('nervus:build', [channel.port2]);
    return answer;
  }, which);
}

/**
 * The worker an older deployment installed: registered from a blank page of the site while the
 * route gives it the older build's file (the browser's own update checks are not routed, so the
 * app, which checks at once, registers nothing itself here).
 */
async function installOlderWorker(page: Page, current: string) {
  const context = page.context();
  await context.route('**/sw.js', (route) => asOlder(route, current));
  await context.route('**/older-deployment', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Older</title>' }),
  );
  await page.goto('/older-deployment');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    await navigator.serviceWorker.ready;
  });
  expect(await buildOf(page)).toBe(OLDER);
  await context.unroute('**/sw.js');
}

describe('a new version', () => {
  it('is offered once its worker waits: Dismiss hides it, Refresh takes it', async () => {
    const served = await (await fetch(`${baseURL()}/sw.js`)).text();
    const current = /const BUILD = "([^"]+)"/.exec(served)?.[1] ?? '';
    expect(current).not.toBe('');

    const { page, errors, close } = await newPage(
      browser,
      { width: 390, height: 844 },
      { serviceWorkers: 'allow' },
    );
    const context = page.context();
    // The live region stays in the page; the offer is the box inside it.
    const region = page.getByRole('status').filter({ has: page.locator('.app-update-box') });
    const banner = region.getByText('A new version is available');
    const checked = page.locator('.app-update[data-checked]');

    // A reader of the older deployment, whose worker controls the page, when the new build is
    // out: the page's first check finds the new worker, which waits while the older one serves.
    await installOlderWorker(page, current);
    await context.route(
      (url) => url.pathname === '/',
      (route) => asOlder(route, current),
    );
    await page.goto('/');
    await banner.waitFor();
    expect(await buildOf(page)).toBe(OLDER);
    expect(await buildOf(page, 'waiting')).toBe(current);
    const refresh = region.getByRole('button', { name: 'Refresh' });
    const dismiss = region.getByRole('button', { name: 'Dismiss' });
    // Reachable by keyboard, inside the phone's width.
    await refresh.focus();
    await page.keyboard.press('Tab');
    expect(await dismiss.evaluate((button) => button === document.activeElement)).toBe(true);
    const box = await page.locator('.app-update-box').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectAccessible(page, 'the new-version banner');

    await dismiss.click();
    await banner.waitFor({ state: 'detached' });
    expect(await checked.count()).toBe(1);

    // Still the older page after a reload: offered again; Refresh lets the new worker take over
    // and reloads into the new build, which has nothing to offer.
    await page.reload();
    await banner.waitFor();
    await context.unrouteAll();
    await Promise.all([page.waitForEvent('load'), refresh.click()]);
    await checked.waitFor({ state: 'attached' });
    expect(await banner.count()).toBe(0);
    expect(await buildOf(page)).toBe(current);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLMetaElement>('meta[name="nervus-build"]')?.content,
      ),
    ).toBe(current);
    expect(errors).toEqual([]);
    await close();
  });
});
