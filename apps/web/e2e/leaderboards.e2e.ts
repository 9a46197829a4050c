import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** The rank cell of a player's row on the board on screen, or null when they are not on it. */
async function rankOf(page: Page, handle: string): Promise<string | null> {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `@${handle}` }) });
  if ((await row.count()) === 0) return null;
  return row.first().locator('td').first().textContent();
}

/** The neurons a player's row shows. */
async function neuronsOf(page: Page, handle: string): Promise<number> {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `@${handle}` }) });
  if ((await row.count()) === 0) return 0;
  return Number(((await row.first().locator('td').nth(1).textContent()) ?? '0').replace(/,/g, ''));
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the leaderboards (issue 15)', () => {
  it('shows the current cycle’s board with role tabs in the address, on a phone', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await page.goto('/olympiad/leaderboard');
    await page.getByRole('tab', { name: 'Nerve Score', selected: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Neurons' }).waitFor();
    expect(await page.getByText(/^\d[\d,]*\.\d{3}$/).count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Scout' }).click();
    await page.waitForURL('**/olympiad/leaderboard?tab=scout');
    await page.getByRole('columnheader', { name: 'Recruits' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await expectAccessible(page, '/olympiad/leaderboard?tab=scout');
    expect(errors).toEqual([]);
    await close();
  });

  it('marks the signed-in player’s row, and moves it within seconds of new neurons', async () => {
    const { page, errors, close } = await newPage(browser, DESK);
    await signIn(page, 'pat');
    await page.waitForURL('**/pat/my-dashboard');
    await page.goto('/olympiad/leaderboard');
    await page.getByRole('columnheader', { name: 'Neurons' }).waitFor();
    const before = await neuronsOf(page, 'pat');
    // A published question earns its catalyst neurons: the board is live (no reload here).
    await publishChallenge({ who: 'pat', title: 'How could a street share its ladders?' });
    await expect
      .poll(() => neuronsOf(page, 'pat'), { timeout: 15_000, interval: 250 })
      .toBeGreaterThan(before);
    const own = page.locator('tr[aria-current="true"]');
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getByRole('link', { name: '@pat' }).count()).toBe(1);
    expect(await rankOf(page, 'pat')).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the Idea Race, the Nerve Boards, Scores & Stats and the home’s tournament', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await page.goto('/idea-race');
    await page.getByRole('heading', { name: 'Idea Race', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Neurons' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.goto('/nerve-boards');
    await page.getByRole('listitem', { name: 'Nerve Score' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('link', { name: /See the full board/ }).count()).toBe(9);
    await expectAccessible(page, '/nerve-boards');
    await page.goto('/scores-stats');
    await page.getByRole('columnheader', { name: 'Leader' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/platform-leaderboard/all');
    await page.waitForURL('**/olympiad/leaderboard');
    await page.goto('/');
    const current = page.getByRole('region', { name: 'Current tournament' });
    await current.waitFor();
    await current.getByRole('link', { name: 'See the leaderboard' }).click();
    await page.waitForURL('**/olympiad/leaderboard');
    expect(errors).toEqual([]);
    await close();
  });
});
