import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const QUESTION = 'How do you pick the length of a tournament?';
const ANSWER = 'A month: long enough to play, short enough to remember.';

describe('the suggestion box', () => {
  it('dora opens her box, sam asks, dora answers, everyone reads the answer', async () => {
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'dora');
      await page.waitForURL('**/dora/my-dashboard');
      await page.goto('/dora/mentor');
      await page.getByRole('link', { name: 'Open your suggestion box' }).click();
      await page.waitForURL('**/dora/mentor/sign-up');
      await page.getByLabel(/^A short introduction/).fill('I run olympiads. Ask me how.');
      await page.getByRole('button', { name: 'Open my suggestion box' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ask @dora anything' }).waitFor();
      await page.getByText('I run olympiads. Ask me how.').waitFor();
      // The owner answers from the dashboard; she cannot ask herself.
      await page.getByRole('link', { name: 'Answer the questions in your dashboard' }).waitFor();
      expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    }
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'sam');
      await page.waitForURL('**/sam/my-dashboard');
      await page.goto('/dora/mentor');
      await page
        .getByRole('heading', { name: 'Ask @dora a question or make a suggestion' })
        .waitFor();
      await expectAccessible(page, 'suggestion box');
      await page.getByLabel(/^Your question or suggestion/).fill(QUESTION);
      await page.getByLabel(/^More detail/).fill('We are planning our first one.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.waitForURL('**/dora/mentor/sent**');
      await page.getByRole('heading', { name: 'Question sent' }).waitFor();
      await page.getByRole('link', { name: 'All the questions you sent' }).click();
      await page.waitForURL('**/sam/my-dashboard/innovator/suggestion-box');
      await page.getByRole('link', { name: QUESTION }).waitFor();
      await page.getByText('Waiting for an answer').waitFor();
      expect(errors).toEqual([]);
      await close();
    }
    {
      // Unanswered, the question is between sam and dora.
      const { page, close } = await newPage(browser);
      await page.goto('/dora/mentor');
      await page.getByRole('heading', { name: 'Answered questions' }).waitFor();
      await page.getByText('No answered questions yet.').waitFor();
      expect(await page.getByText(QUESTION).count()).toBe(0);
      await page.getByRole('link', { name: 'Sign in to ask a question' }).waitFor();
      await close();
    }
    {
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'dora');
      await page.waitForURL('**/dora/my-dashboard');
      await page.goto('/dora/my-dashboard/catalyst/suggestion-box');
      await page.getByRole('heading', { name: QUESTION }).waitFor();
      await expectAccessible(page, 'catalyst suggestion box');
      const form = page.getByRole('form', { name: `Answer “${QUESTION}”` });
      await form.getByLabel(/^Your answer/).fill(ANSWER);
      await form.getByRole('button', { name: 'Send answer' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
      await page.getByText(/Answer sent\. You earned \d+ neurons?\./).waitFor();
      await page.getByRole('heading', { name: 'Answer from @dora' }).waitFor();
      expect(errors).toEqual([]);
      await close();
    }
    {
      const { page, errors, close } = await newPage(browser);
      await page.goto('/dora/mentor');
      await page.getByRole('heading', { name: QUESTION }).waitFor();
      await page.getByText(ANSWER).waitFor();
      await expectAccessible(page, 'answered suggestion box');
      await page.getByRole('link', { name: `Open “${QUESTION}”` }).click();
      await page.waitForURL('**/dora/mentor/detail?question=*');
      await page.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
      await page.getByText(ANSWER).waitFor();
      expect(errors).toEqual([]);
      await close();
    }
    {
      // The asker rates the answer once, on the mentoring scale.
      const { page, errors, close } = await newPage(browser);
      await signIn(page, 'sam');
      await page.waitForURL('**/sam/my-dashboard');
      await page.goto('/sam/my-dashboard/innovator/suggestion-box');
      await page.getByRole('link', { name: QUESTION }).click();
      await page.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
      await page
        .getByLabel(/^How helpful was this answer/)
        .selectOption({ label: '5 · Wow changed my point of view' });
      await page.getByRole('button', { name: 'Rate this answer' }).click();
      await page.getByText('Answer rated: Wow changed my point of view').waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });
});
