// My Progress: Score Stats with the Nerve Score bar and the brain-level board (a section chosen
// by pointer and keys, the numbering toggle kept over a reload), the section's tabs by keyboard,
// the dashboard's rank legend, and the help page's demos, with axe in light and dark at 390 and
// 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The level the board's radio group has chosen. */
async function chosenLevel(page: Page): Promise<string | null> {
  return page
    .getByRole('group', { name: 'Brain levels: choose a level' })
    .locator('input:checked')
    .first()
    .getAttribute('value');
}

/** No part of the page is wider than the window. */
async function expectNoSideScroll(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(wide, 'the page scrolls sideways').toBe(false);
}

describe('My Progress › Score Stats', () => {
  it('shows the Nerve Score bar and the board; a section, the keys and the toggle work', async () => {
    const { page, errors, close } = await newPage(browser, WIDE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    const brains = await callAs<{ data: { role: string; score: number; brain_level: number }[] }>(
      'cora',
      'GET',
      '/brain',
    );
    const overall = brains.body.data.find((b) => b.role === 'overall');
    expect(overall).toBeTruthy();

    await page.goto('/cora/my-dashboard/my-progress');
    await page.waitForURL('**/cora/my-dashboard/my-progress/score-stats');
    await page.getByRole('heading', { level: 1, name: 'Score Stats' }).waitFor();
    const bar = page.getByRole('region', { name: 'Nerve Score', exact: true });
    await bar.waitFor();
    // The count arrives at the score (after its 1 s wait and 750 ms count).
    await bar
      .locator('[data-testid="nerve-bar-count"]')
      .filter({ hasText: /^[\d,.]+$/ })
      .waitFor();
    await page.waitForFunction(
      (score) =>
        document
          .querySelector('[data-testid="nerve-bar-count"]')
          ?.textContent?.replaceAll(',', '') === String(Number(score.toFixed(3))),
      overall?.score ?? 0,
    );

    // A section of the drawing, by the pointer.
    await page.locator('.brain-graphic path[data-level="37"]').click();
    expect(await chosenLevel(page)).toBe('37');
    await page.getByText('Level 37', { exact: true }).first().waitFor();
    // The keys, from the radio the click focused.
    await page.keyboard.press('ArrowRight');
    expect(await chosenLevel(page)).toBe('38');
    await page.keyboard.press('PageUp');
    expect(await chosenLevel(page)).toBe('48');
    await page.keyboard.press('End');
    expect(await chosenLevel(page)).toBe('100');

    // The numbering, off; a reload keeps it (the player's preference).
    const toggle = page.getByRole('switch', { name: 'Show level numbers' });
    expect(await toggle.isChecked()).toBe(true);
    await page.locator('.brain-numbers').first().waitFor();
    const saved = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/me/preferences' &&
        r.request().method() === 'PUT' &&
        r.ok(),
    );
    await toggle.click();
    await page.locator('.brain-numbers').first().waitFor({ state: 'detached' });
    await saved;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Score Stats' }).waitFor();
    await page.getByRole('group', { name: 'Brain levels: choose a level' }).waitFor({
      state: 'attached',
    });
    expect(await page.getByRole('switch', { name: 'Show level numbers' }).isChecked()).toBe(false);
    expect(await page.locator('.brain-numbers').count()).toBe(0);
    await page.getByRole('switch', { name: 'Show level numbers' }).click();
    await page.locator('.brain-numbers').first().waitFor();

    await expectAccessible(page, 'score stats at 1280 px');
    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'score stats at 390 px');
    expect(errors).toEqual([]);
    await close();
  });

  it('moves between the section’s tabs with the keyboard and takes the scores-stats alias', async () => {
    const { page, errors, close } = await newPage(browser, WIDE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto('/cora/my-dashboard/my-progress/scores-stats');
    await page.waitForURL('**/my-progress/score-stats');
    const tabs = page.getByRole('tablist', { name: 'My Progress' });
    await tabs.getByRole('tab', { name: 'Score Stats', selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/my-progress/awards-badges');
    await page.keyboard.press('End');
    await page.waitForURL('**/my-progress/leaderboards');
    await page.keyboard.press('Home');
    await page.waitForURL('**/my-progress/score-stats');
    await tabs.getByRole('tab', { name: 'Score Stats', selected: true }).waitFor();
    // A role's brain.
    await page
      .getByRole('navigation', { name: 'Your brains' })
      .getByRole('link', { name: /Mentor/ })
      .click();
    await page.waitForURL('**/score-stats?tab=mentor');
    await page.getByRole('region', { name: 'Mentor', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('My Dashboard’s brain panel', () => {
  it('shows the overall rank legend and leads to the board, in light and dark', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    const legend = page.getByRole('region', { name: 'Ranks', exact: true });
    await legend.waitFor();
    expect(await legend.getByRole('listitem').count()).toBe(10);
    expect(await legend.locator('li[aria-current="true"]').count()).toBe(1);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'dashboard brain panel at 390 px');
    await page.setViewportSize(WIDE);
    await expectAccessible(page, 'dashboard brain panel at 1280 px');
    await page.getByRole('link', { name: 'Your brain-level board' }).click();
    await page.waitForURL('**/cora/my-dashboard/my-progress/score-stats');
    await page.getByRole('heading', { level: 2, name: 'Brain level board' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('FAQs › brain-level demo', () => {
  it('runs the level demo to 100 and the neurons demo, for a visitor, in light and dark', async () => {
    const { page, errors, close } = await newPage(browser, PHONE);
    await page.goto('/faqs/brain-level-demo');
    const levels = page.getByRole('region', { name: 'Level demo', exact: true });
    await levels.waitFor();
    // Nothing moves before Start.
    await levels.getByRole('button', { name: 'Start' }).click();
    await levels
      .getByRole('status')
      .filter({ hasText: /level 100/ })
      .waitFor();
    expect(
      await levels
        .getByRole('group', { name: 'Brain levels: choose a level' })
        .locator('input:checked')
        .getAttribute('value'),
    ).toBe('100');
    expect(await levels.getByText(/away from/).count()).toBe(0);

    const neurons = page.getByRole('region', { name: 'Neurons-earned demo', exact: true });
    await neurons.getByRole('button', { name: 'Start' }).click();
    await neurons.getByText(/Brain level [2-9]\d*\.\d/).waitFor();
    await neurons.getByRole('button', { name: 'Stop' }).click();

    // A visitor's numbering stays on the device, for both demos at once.
    const toggles = page.getByRole('switch', { name: 'Show level numbers' });
    expect(await toggles.count()).toBe(2);
    await toggles.first().click();
    expect(await toggles.nth(1).isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('region', { name: 'Level demo', exact: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Show level numbers' }).first().isChecked()).toBe(
      false,
    );
    await expectNoSideScroll(page);
    await expectAccessible(page, 'brain-level demo at 390 px');
    await page.setViewportSize(WIDE);
    await expectAccessible(page, 'brain-level demo at 1280 px');
    expect(errors).toEqual([]);
    await close();
  });
});
