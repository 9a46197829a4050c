// Medals (issue 16, decision 21): a new player enters their first idea on a challenge's page and
// finds the First Spark medal on their medals page and in My Progress › Awards & Badges at once,
// while a visitor sees none until the challenge closes; then everyone sees it, with the idea's
// win, which its author also finds on the idea's page of their dashboard. The pages pass axe in
// light and dark, at 390 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'a long enough secret';

/** A new player, signed up through the API: they have no medal yet. */
async function newPlayer(): Promise<string> {
  const handle = `medalist${Date.now().toString(36)}`;
  const answer = await fetch(`${inject('baseURL')}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${handle}@example.org`,
      password: PASSWORD,
      screen_name: handle,
    }),
  });
  expect(answer.status).toBe(201);
  return handle;
}

/** A player's access token for their own password (not the demo players'). */
async function tokenFor(handle: string): Promise<string> {
  const answer = await fetch(`${inject('baseURL')}/api/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: handle, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The medals earned on a player's medals page, by name. */
async function earnedOn(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Medals earned' });
  if ((await list.count()) === 0) return [];
  return list.getByRole('heading').allTextContents();
}

describe('medals', () => {
  it('a first idea earns First Spark, seen by its author at once and by everyone from the close', async () => {
    const handle = await newPlayer();
    const challenge = await publishChallenge({
      title: `How could a street share its ladders ${Date.now().toString(36)}`,
    });

    const { page, errors, close } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, handle, PASSWORD);
    await page.waitForURL(`**/${handle}/my-dashboard`);
    await page.goto(`/challenges/${challenge.slug}`);
    await page.getByLabel(/^Idea title/).fill('A ladder library');
    await page.getByLabel(/^Describe your idea/).fill('One shed, one lock, a list by the door.');
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await page.getByText(/Your idea is in\. You earned \d+ neurons?\./).waitFor();

    // The player's own medals page has it at once, with the way to the next ones. /medals and
    // /medals-badges lead a signed-in player to theirs.
    await page.goto('/medals');
    await page.waitForURL(`**/${handle}/medals-badges`);
    await page.goto('/medals-badges');
    await page.waitForURL(`**/${handle}/medals-badges`);
    await page.getByRole('heading', { level: 1, name: `Medals & Badges of @${handle}` }).waitFor();
    await page.getByRole('list', { name: 'Medals earned' }).waitFor();
    expect(await earnedOn(page)).toEqual(['First Spark']);
    await page.getByRole('progressbar', { name: 'Progress toward Idea Machine' }).waitFor();
    await expectAccessible(page, 'medals page at 390 px');

    // And so does My Progress › Awards & Badges.
    await page.goto(`/${handle}/my-dashboard/my-progress/awards-badges`);
    await page.getByRole('heading', { name: 'Your medals' }).waitFor();
    expect(await earnedOn(page)).toEqual(['First Spark']);
    await expectAccessible(page, 'awards and badges at 390 px');
    expect(errors).toEqual([]);
    await close();

    // A visitor may not learn of an idea in an open challenge: no medal yet.
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.page.goto(`/${handle}/medals`);
    await visitor.page.waitForURL(`**/${handle}/medals-badges`);
    await visitor.page.getByRole('heading', { name: `@${handle} has no medals yet.` }).waitFor();

    // Two players rate the idea (so it ranks, first), and the challenge ends.
    const listed = await fetch(`${inject('baseURL')}/api/challenges/${challenge.id}/ideas`, {
      headers: { authorization: `Bearer ${await tokenFor(handle)}` },
    });
    const ideaId = ((await listed.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    for (const rater of ['rita', 'pat']) {
      const rated = await callAs(rater, 'POST', `/challenges/${challenge.id}/ratings`, {
        idea_id: ideaId,
        stars: 4,
      });
      expect(rated.status, JSON.stringify(rated.body)).toBe(201);
    }
    const ended = await callAs('cora', 'POST', `/challenges/${challenge.id}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await visitor.page.reload();
    await visitor.page.getByRole('list', { name: 'Medals earned' }).waitFor();
    expect(await earnedOn(visitor.page)).toEqual([
      'Challenge Winner',
      'First Spark',
      'Podium Idea',
    ]);
    await expectAccessible(visitor.page, 'medals page at 1280 px');
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // The author finds the idea's medals on its page of their dashboard.
    const author = await newPage(browser, { width: 390, height: 844 });
    await signIn(author.page, handle, PASSWORD);
    await author.page.waitForURL(`**/${handle}/my-dashboard`);
    await author.page.goto(
      `/${handle}/my-dashboard/innovator/challenges/resolve/${challenge.slug}/${ideaId}`,
    );
    const medals = author.page.getByRole('region', { name: 'Medals for this idea' });
    await medals.waitFor();
    expect((await medals.getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual([
      'Challenge Winner',
      'Podium Idea',
    ]);
    await expectAccessible(author.page, "an idea's medals at 390 px");
    expect(author.errors).toEqual([]);
    await author.close();
  });
});
