import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signInLive } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const dash = (page: Page) => page.getByRole('dialog', { name: 'Game Dash' });
const bell = (page: Page) => page.getByRole('button', { name: /^Game Dash/ });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');

/** Opens the Game Dash (which stores the score as seen) and waits for its neurons. */
async function openDash(page: Page) {
  await bell(page).click();
  await dash(page).waitFor();
  return dash(page).getByRole('list', { name: 'Neurons you earned' });
}

async function enterIdea(who: string, challenge: string, title: string) {
  const answer = await callAs<{ data: { idea: { id: string } } }>(
    who,
    'POST',
    `/challenges/${challenge}/ideas`,
    { title, description: `${title}, entered by the realtime journey.` },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.idea.id;
}

async function rate(who: string, challenge: string, idea: string) {
  const answer = await callAs(who, 'POST', `/challenges/${challenge}/ratings`, {
    idea_id: idea,
    stars: 4,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('the Game Dash, live (issue 16)', () => {
  it('a rating lights the rater’s bell and lists its neurons within 2 s, without a reload; the author is told nothing before the close', async () => {
    const title = 'How could a street lend its ladders live?';
    const challenge = await publishChallenge({ title });
    const ideas = [
      await enterIdea('ivan', challenge.id, 'A ladder library on the corner'),
      await enterIdea('ivan', challenge.id, 'Ladders chained to lamp posts'),
    ];

    const rater = await newPage(browser, DESK);
    const author = await newPage(browser, PHONE);
    await Promise.all([signInLive(rater.page, 'rita'), signInLive(author.page, 'ivan')]);
    // Each has seen their score: opening the Game Dash stores it and clears the dot.
    for (const { page } of [rater, author]) {
      await openDash(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => bellName(page), { timeout: 5_000 }).toBe('Game Dash');
    }
    const rated = (page: Page) =>
      dash(page)
        .getByRole('listitem')
        .filter({ hasText: `You rated an idea in ${title}` });

    // rita rates one of ivan's ideas: her bell shows the dot without a reload.
    await rate('rita', challenge.id, ideas[0] as string);
    await expect
      .poll(() => bellName(rater.page), { timeout: 2_000, interval: 50 })
      .toBe('Game Dash, new updates');
    await expectAccessible(rater.page, 'the bell with its dot');

    // With the Game Dash open, the next rating's line appears in it within 2 s.
    const list = await openDash(rater.page);
    await expect.poll(() => rated(rater.page).count(), { timeout: 5_000 }).toBe(1);
    const line = rated(rater.page).first();
    expect(await line.textContent()).toMatch(/^\+2 neurons/);
    expect(await line.getByRole('link', { name: title }).getAttribute('href')).toBe(
      `/challenges/${challenge.slug}`,
    );
    await rate('rita', challenge.id, ideas[1] as string);
    await expect.poll(() => rated(rater.page).count(), { timeout: 2_000, interval: 50 }).toBe(2);
    expect(await list.isVisible()).toBe(true);
    await expectAccessible(rater.page, 'the Game Dash’s neurons');
    // Open in the overall role, it stores the score it shows: no dot once closed.
    await rater.page.keyboard.press('Escape');
    await expect.poll(() => bellName(rater.page), { timeout: 5_000 }).toBe('Game Dash');

    // Hidden play (decision 0010): ivan's ratings wait for the close, on the bell and in the list.
    expect(await bellName(author.page)).toBe('Game Dash');
    await openDash(author.page);
    expect(
      await dash(author.page)
        .getByRole('listitem')
        .filter({ hasText: `Your idea was rated in ${title}` })
        .count(),
    ).toBe(0);
    // The other tabs, on the phone: tips for roles (a dismissal remembered), highlights (other
    // journeys may have given ivan some; none names the open challenge).
    await author.page.getByRole('tab', { name: 'Tips' }).click();
    await author.page.getByRole('button', { name: 'Dismiss the tip: Post a challenge' }).click();
    await expectAccessible(author.page, 'the Game Dash’s tips at 390 px');
    await author.page.getByRole('tab', { name: 'Highlights' }).click();
    await dash(author.page)
      .getByRole('region', { name: 'Your highlights' })
      .or(dash(author.page).getByRole('heading', { name: 'No highlights yet' }))
      .waitFor();
    expect(await dash(author.page).getByText(title).count()).toBe(0);
    await author.page.reload();
    await openDash(author.page);
    await author.page.getByRole('tab', { name: 'Tips' }).click();
    await dash(author.page).getByRole('heading', { name: 'Enter an idea' }).waitFor();
    expect(await dash(author.page).getByRole('heading', { name: 'Post a challenge' }).count()).toBe(
      0,
    );
    expect(rater.errors).toEqual([]);
    expect(author.errors).toEqual([]);
    await rater.close();
    await author.close();
  });
});
