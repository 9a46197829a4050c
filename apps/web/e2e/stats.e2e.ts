import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The chart figure named `name`, once uPlot has drawn it on a canvas with some width. */
async function drawn(page: Page, name: string) {
  const figure = page.getByRole('figure', { name });
  await figure.locator('.progress-chart-canvas canvas').waitFor();
  const width = await figure
    .locator('.progress-chart-canvas canvas')
    .evaluate((c: HTMLCanvasElement) => c.width);
  expect(width).toBeGreaterThan(100);
  return figure;
}

/** The colour uPlot drew a bar or line in, compared with the token it was given. */
async function paintsWithToken(page: Page, name: string, token: string) {
  return page.getByRole('figure', { name }).evaluate((figure, t) => {
    const canvas = figure.querySelector('canvas') as HTMLCanvasElement;
    const context = canvas.getContext('2d');
    const expected = getComputedStyle(figure).getPropertyValue(t).trim();
    if (!context || !expected) return false;
    // The token as the canvas writes it (#rrggbb), then a pixel of that colour somewhere.
    context.fillStyle = expected;
    const hex = context.fillStyle.toLowerCase();
    const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4)
      if (rgb.every((v, k) => Math.abs((data[i + k] as number) - v) <= 2)) return true;
    return false;
  }, token);
}

describe('the progress stats and charts (issue 16)', () => {
  it("draws the player's impact with its numbers as text, at 390 and 1280 px, light and dark", async () => {
    // Mona's own idea in an open challenge: her Impact counts it (it is her page), with its
    // neurons in this month's bar.
    const challenge = await publishChallenge({ title: 'How could a harbour chart its tides?' });
    const entered = await callAs('mona', 'POST', `/challenges/${challenge.id}/ideas`, {
      title: 'A tide board on the pier',
      description: 'Chalk, updated by the ferry crews.',
    });
    expect(entered.status).toBe(201);
    for (const viewport of [PHONE, DESK]) {
      const { page, errors, close } = await newPage(browser, viewport);
      await signIn(page, 'mona');
      await page.waitForURL('**/mona/my-dashboard');
      await page.goto('/mona/my-dashboard/my-progress/impact');
      await page.getByRole('heading', { level: 1, name: 'Your impact' }).waitFor();
      const ideas = page.locator('.nv-stat').filter({ hasText: 'Ideas entered' });
      expect(Number(await ideas.locator('.nv-stat-value').textContent())).toBeGreaterThan(0);
      const months = await drawn(page, 'Neurons per month');
      expect(await paintsWithToken(page, 'Neurons per month', '--nv-color-brand')).toBe(true);
      // The drawing's text alternative: the months and their neurons, behind a disclosure.
      await months.getByText('The numbers').click();
      const rows = months.getByRole('table').getByRole('row');
      expect(await rows.count()).toBe(13);
      expect(await months.getByRole('paragraph').first().textContent()).toMatch(
        /neurons in the last 12 months/,
      );
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page, `impact at ${viewport.width}`);
      // The dark theme draws again in its own colours.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect
        .poll(() => paintsWithToken(page, 'Neurons per month', '--nv-color-brand'))
        .toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("charts the player's score over time and neurons by role on Score Stats", async () => {
    for (const viewport of [PHONE, DESK]) {
      const { page, errors, close } = await newPage(browser, viewport);
      await signIn(page, 'cora');
      await page.waitForURL('**/cora/my-dashboard');
      await page.goto('/cora/my-dashboard/my-progress/score-stats');
      const history = await drawn(page, 'Score over time');
      expect(await history.getByRole('paragraph').first().textContent()).toMatch(/^Overall: /);
      expect(await paintsWithToken(page, 'Score over time', '--nv-color-brand')).toBe(true);
      const byRole = await drawn(page, 'Neurons by role');
      expect(await paintsWithToken(page, 'Neurons by role', '--nv-role-catalyst')).toBe(true);
      await byRole.getByText('The numbers').click();
      expect(await byRole.getByRole('row', { name: /^Catalyst \d/ }).count()).toBe(1);
      // Another role: its own line, in its own colour, told in its summary.
      await history.getByLabel('Role').selectOption('catalyst');
      await expect
        .poll(() => history.getByRole('paragraph').first().textContent())
        .toMatch(/^Catalyst: /);
      await expect
        .poll(() => paintsWithToken(page, 'Score over time', '--nv-role-catalyst'))
        .toBe(true);
      expect(await noSideScroll(page)).toBe(true);
      await expectAccessible(page, `score-stats charts at ${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("lists the player's places on the current olympiad's boards", async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'mona');
    await page.waitForURL('**/mona/my-dashboard');
    await page.goto('/mona/my-dashboard/my-progress/leaderboards');
    await page.getByRole('heading', { level: 1, name: 'Your leaderboards' }).waitFor();
    await page.getByRole('columnheader', { name: 'Your place' }).waitFor();
    expect(await page.getByRole('link', { name: /See the full board/ }).count()).toBe(9);
    expect(await page.getByRole('cell', { name: /^#\d+ of \d+$/ }).count()).toBeGreaterThan(0);
    expect(await noSideScroll(page)).toBe(true);
    await expectAccessible(page, 'leaderboards at 390');
    expect(errors).toEqual([]);
    await close();
  });
});
