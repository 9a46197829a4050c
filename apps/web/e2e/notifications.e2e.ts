import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn, signInLive } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function enterIdea(who: string, challenge: string, title: string) {
  const answer = await callAs<{ data: { idea: { id: string } } }>(
    who,
    'POST',
    `/challenges/${challenge}/ideas`,
    { title, description: `${title}, entered by the notifications journey.` },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.idea.id;
}

async function rate(who: string, challenge: string, idea: string, stars: number) {
  const answer = await callAs(who, 'POST', `/challenges/${challenge}/ratings`, {
    idea_id: idea,
    stars,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const dash = (page: Page) => page.getByRole('dialog', { name: 'Game Dash' });
const highlights = (page: Page) => page.getByRole('region', { name: 'Your highlights' });

describe('notifications (issue 16)', () => {
  it('a highlight arrives live in the open Game Dash’s highlights tab, drawn in the virtual list', async () => {
    const title = 'How could a market lend its stalls by the hour?';
    const challenge = await publishChallenge({ title });
    const ideas = [
      await enterIdea('ivan', challenge.id, 'Stalls booked by the hour'),
      await enterIdea('pat', challenge.id, 'A stall library for newcomers'),
    ];
    for (const rater of ['rita', 'sam'])
      for (const [i, idea] of ideas.entries()) await rate(rater, challenge.id, idea, 5 - i);

    const { page, errors, close } = await newPage(browser, PHONE);
    await signInLive(page, 'ivan');
    await page.getByRole('button', { name: /^Game Dash/ }).click();
    await dash(page).waitFor();
    await dash(page).getByRole('tab', { name: 'Highlights' }).click();
    const rows = (p: Page) => highlights(p).getByRole('listitem');
    const about = (p: Page) => rows(p).filter({ hasText: title });
    await highlights(page)
      .or(dash(page).getByRole('heading', { name: 'No highlights yet' }))
      .waitFor();
    // Nothing about the open challenge yet: hidden play holds it until the close.
    expect(await about(page).count()).toBe(0);

    // sam follows ivan: the follow call writes ivan's new-follower highlight and publishes it.
    const followed = await callAs('sam', 'PUT', '/users/ivan/follow');
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    await expect
      .poll(
        async () => (await rows(page).count()) > 0 && (await rows(page).first().textContent()),
        {
          timeout: 2_000,
          interval: 50,
        },
      )
      .toMatch(/sam.*New follower/s);

    // The catalyst ends the challenge: the settlement writes ivan's highlights and publishes them.
    const ended = await callAs('cora', 'POST', `/challenges/${challenge.id}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await expect
      .poll(() => about(page).count(), { timeout: 2_000, interval: 50 })
      .toBeGreaterThan(0);
    // New rows come on top (the close may also bring a medal): the follower's row moved down,
    // each row's place counted for assistive tools.
    const follower = rows(page).filter({ hasText: 'New follower' }).first();
    expect(Number(await follower.getAttribute('aria-posinset'))).toBeGreaterThan(1);
    expect(Number(await about(page).first().getAttribute('aria-posinset'))).toBeLessThan(
      Number(await follower.getAttribute('aria-posinset')),
    );
    await expectAccessible(page, 'the Game Dash’s highlights at 390 px');

    // The shortcut leads to the notifications pages, and the dialog closes on the way.
    await dash(page).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/ivan/my-dashboard/notifications/neurons-earned');
    expect(await dash(page).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Notifications' })
      .getByRole('link', { name: 'Highlights' })
      .click();
    await page.waitForURL('**/ivan/my-dashboard/notifications/highlights');
    await about(page).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  for (const [name, viewport, follower] of [
    ['390 px', PHONE, 'mona'],
    ['1280 px', DESK, 'cora'],
  ] as const)
    it(`the notifications pages at ${name}, light and dark`, async () => {
      // A follow now, so rita's newest highlight is a new follower's: other journeys' closes
      // may have given her many since the demo's follow, and the list draws only what is in view.
      const followed = await callAs(follower, 'PUT', '/users/rita/follow');
      expect(followed.status, JSON.stringify(followed.body)).toBeLessThan(300);
      const { page, errors, close } = await newPage(browser, viewport);
      await signIn(page, 'rita');
      await page.waitForURL('**/rita/my-dashboard');
      await page.goto('/rita/my-dashboard/notifications');
      await page.waitForURL('**/rita/my-dashboard/notifications/neurons-earned');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      // rita rated in the journey above (or in others before it): her neurons, in words.
      const lines = page.getByRole('list', { name: 'Neurons you earned' }).getByRole('listitem');
      await lines.first().waitFor();
      expect(await lines.first().textContent()).toMatch(/^\+\d+(\.\d+)? neurons?/);
      await expectAccessible(page, `neurons earned at ${name}`);

      const tabs = page.getByRole('navigation', { name: 'Notifications' });
      await tabs.getByRole('link', { name: 'Highlights' }).click();
      await page.waitForURL('**/notifications/highlights');
      await page
        .getByRole('region', { name: 'Your highlights' })
        .getByRole('listitem')
        .filter({ hasText: `@${follower} follows you now.` })
        .first()
        .waitFor();
      await expectAccessible(page, `highlights at ${name}`);

      await tabs.getByRole('link', { name: 'Helpful Tips' }).click();
      await page.getByRole('list', { name: 'Tips' }).waitFor();
      await expectAccessible(page, `helpful tips at ${name}`);

      // Another player's notifications are private.
      await page.goto('/ivan/my-dashboard/notifications/highlights');
      await page.getByRole('heading', { name: 'Notifications are private' }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });
});
