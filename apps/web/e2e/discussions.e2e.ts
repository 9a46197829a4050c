import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishChallenge, tokenOf } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function api(path: string, token: string, body: unknown) {
  const answer = await fetch(`${inject('baseURL')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

async function publishAsCora(title: string) {
  return publishChallenge({ title, detail: 'Talked over by the browser tests.' });
}

async function openTab(page: Page, slug: string, tab: 'discussions' | 'insightfuls') {
  await page.goto(`/challenges/${slug}?tab=${tab}`);
  await page
    .getByRole('heading', { name: tab === 'discussions' ? 'Discussions' : 'Insightfuls' })
    .waitFor();
}

async function as(who: string, password?: string) {
  const session = await newPage(browser);
  await signIn(session.page, who, password);
  await session.page.waitForURL(`**/${who}/my-dashboard`);
  return session;
}

describe('challenge discussions', () => {
  it('visitors read, players post, edit until voted, vote, reply, report and remove', async () => {
    const challenge = await publishAsCora('How could neighbours talk more about tools');
    // ivan enters an idea, which lets him post; a new player has done nothing yet.
    const newbie = `newbie${Date.now().toString(36)}`;
    const signedUp = await fetch(`${inject('baseURL')}/api/account/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${newbie}@example.org`,
        password: 'a long enough secret',
        screen_name: newbie,
      }),
    });
    expect(signedUp.status).toBe(201);
    const entered = await api(`/challenges/${challenge.id}/ideas`, await tokenOf('ivan'), {
      title: 'A tool chat board',
      description: 'A board in the hall where neighbours offer tools.',
    });
    expect(entered.status).toBe(201);

    {
      const { page, errors, close } = await newPage(browser);
      await openTab(page, challenge.slug, 'discussions');
      const link = page.getByRole('link', { name: 'Sign in to join the discussion' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toContain('continue=');
      await page.getByText('No messages yet. Start the discussion!').waitFor();
      expect(await page.getByRole('textbox', { name: 'Your message' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }

    {
      const { page, errors, close } = await as('ivan');
      await openTab(page, challenge.slug, 'discussions');
      await page
        .getByRole('textbox', { name: /^Your message/ })
        .fill('**Tools** rot in sheds. <script>alert(1)</script>');
      await page.getByRole('button', { name: 'Post message' }).click();
      const mine = page.getByRole('article', { name: 'Message by Ivan' });
      await mine.locator('strong', { hasText: 'Tools' }).waitFor();
      expect(await mine.locator('script').count()).toBe(0);
      await expectAccessible(page, 'discussions tab');
      await mine.getByRole('button', { name: 'Edit' }).click();
      await mine
        .getByRole('textbox', { name: /^Edit your message/ })
        .fill('**Tools** rot in garden sheds.');
      await mine.getByRole('button', { name: 'Save changes' }).click();
      await mine.getByText('rot in garden sheds.').waitFor();
      await mine.getByText(/edited/).waitFor();
      // Votes on your own message are shown, not pressed.
      expect(await mine.getByRole('button', { name: 'Insightful 0' }).isDisabled()).toBe(true);

      // A second message, removed after a confirmation.
      await page.getByRole('textbox', { name: /^Your message/ }).fill('Never mind this one.');
      await page.getByRole('button', { name: 'Post message' }).click();
      const oops = page
        .getByRole('article', { name: 'Message by Ivan' })
        .filter({ hasText: 'Never mind this one.' });
      await oops.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('This message was removed.').waitFor();
      expect(await page.getByText('Never mind this one.').count()).toBe(0);
      // The Delete button went with the message: focus stands on its placeholder.
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'This message was removed.',
      );
      expect(errors).toEqual([]);
      await close();
    }

    {
      const { page, errors, close } = await as(newbie, 'a long enough secret');
      await openTab(page, challenge.slug, 'discussions');
      // The forum-entry rule: no idea entered and no ideas rated yet.
      await page.getByText(/after entering 1 idea or rating 5 ideas/).waitFor();
      expect(await page.getByRole('textbox', { name: /^Your message/ }).count()).toBe(0);
      const ivans = page.getByRole('article', { name: 'Message by Ivan' });
      // Votes pay neurons, so the same rule holds for them: the buttons say why they are off.
      const insightful = ivans.getByRole('button', { name: 'Insightful 0' });
      expect(await insightful.getAttribute('aria-pressed')).toBe('false');
      expect(await insightful.isDisabled()).toBe(true);
      expect(await insightful.getAttribute('title')).toMatch(
        /after entering 1 idea or rating 5 ideas/,
      );

      await ivans.getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this message' });
      await dialog.getByLabel(/^Reason/).selectOption('off-topic');
      await dialog.getByLabel(/^What is wrong with it/).fill('Not about the question.');
      await expectAccessible(page, 'report dialog');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Thanks. The moderators will look at it.').waitFor();
      expect(errors).toEqual([]);
      await close();
    }

    {
      // The catalyst votes and answers in her own challenge; ivan's message is final once voted on.
      const { page, errors, close } = await as('cora');
      await openTab(page, challenge.slug, 'discussions');
      const ivans = page.getByRole('article', { name: 'Message by Ivan' });
      await ivans.getByRole('button', { name: 'Insightful 0' }).click();
      const pressed = ivans.getByRole('button', { name: 'Insightful 1' });
      await pressed.waitFor();
      expect(await pressed.getAttribute('aria-pressed')).toBe('true');
      await ivans.getByRole('button', { name: 'Reply' }).click();
      await ivans.getByRole('textbox', { name: /^Your reply/ }).fill('Sheds could be shared too.');
      await ivans.getByRole('button', { name: 'Send reply' }).click();
      await page
        .getByRole('article', { name: 'Message by Cora' })
        .getByText('Sheds could be shared too.')
        .waitFor();
      await openTab(page, challenge.slug, 'insightfuls');
      await page
        .getByRole('article', { name: 'Message by Ivan' })
        .getByText('rot in garden sheds.')
        .waitFor();
      await expectAccessible(page, 'insightfuls tab');
      expect(errors).toEqual([]);
      await close();
    }

    {
      const { page, errors, close } = await as('ivan');
      await openTab(page, challenge.slug, 'discussions');
      const mine = page.getByRole('article', { name: 'Message by Ivan' }).first();
      await mine.getByText('rot in garden sheds.').waitFor();
      expect(await mine.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await mine.getByRole('button', { name: 'Show 1 reply' }).click();
      await page.getByText('Sheds could be shared too.').waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });
});
