import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

describe('the addresses issue 14 found broken', () => {
  it('/my-dashboard/<sub-path> keeps the sub-path under the player’s screen name', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto('/my-dashboard/catalyst/open');
    await page.waitForURL('**/cora/my-dashboard/catalyst/open**');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the player’s own brain level on their profile, and n/a on another’s', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto('/cora');
    // The profile block (the user menu names the player too).
    const own = page.locator('.app-profile');
    await expect.poll(() => own.textContent(), { timeout: 10_000 }).toMatch(/Level: \d+\.\d/);
    await page.goto('/ivan');
    const other = page.locator('.app-profile');
    await expect.poll(() => other.textContent(), { timeout: 10_000 }).toContain('Level: n/a');
    expect(errors).toEqual([]);
    await close();
  });

  it('/about/contact-us and /about/send-feedback render their page below the heading', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await page.goto('/about/contact-us');
    await page.getByText('Send us feedback from any page').first().waitFor();
    await expectAccessible(page, '/about/contact-us');
    await page.goto('/about/send-feedback');
    await page
      .getByRole('textbox', { name: /your feedback/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('redirects category/{category} and a player’s podcast with their filters', async () => {
    const { page, close } = await newPage(browser, PHONE);
    await page.goto('/category/education');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?category=education');
    await page.goto('/cora/podcast');
    await page.waitForURL(
      (url) => url.pathname === '/cora' && url.searchParams.get('filter') === 'idea_entry_fee',
    );
    await close();
  });
});
