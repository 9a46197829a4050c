import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAs, publishChallenge } from './api.js';
import { expectAccessible, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function publishAsCora(title: string): Promise<string> {
  const challenge = await publishChallenge({
    title,
    detail: 'Edited by its catalyst in the browser tests.',
    challenge: { tags: ['tools'] },
    deep_dives: { who: { occupation: ['gardener'] } },
  });
  return challenge.slug;
}

async function call(username: string, method: string, path: string, body?: unknown) {
  const answer = await callAs(username, method, path, body);
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body.data;
}

async function readChallenge(slug: string) {
  const answer = await fetch(`${inject('baseURL')}/api/challenges/${slug}`);
  return (
    (await answer.json()) as {
      data: { question_title: string; tags: string[]; co_author: { handle: string } | null };
    }
  ).data;
}

describe("the catalyst's edit page", () => {
  it('lets the owner edit the details and copy the challenge into a new draft', async () => {
    const slug = await publishAsCora('How could neighbours lend garden tools');
    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto(`/cora/my-dashboard/catalyst/open/advanced-mode/detail/${slug}/edit`);
    await page.getByRole('heading', { name: 'Edit Details' }).waitFor();
    await expectAccessible(page, 'catalyst edit page');

    const title = page.getByLabel(/^Question title/);
    expect(await title.inputValue()).toBe('How could neighbours lend garden tools?');
    // The title follows the creation rules.
    await title.fill('Why do tools rust');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText(/Start your question with "How" or "What"/).waitFor();
    expect((await readChallenge(slug)).question_title).toBe(
      'How could neighbours lend garden tools?',
    );

    await title.fill('What could neighbours lend each other next');
    await page.getByLabel(/^Question description/).fill('Ladders, mowers, and more.');
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('ladders');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved.').waitFor();
    const saved = await readChallenge(slug);
    expect(saved.question_title).toBe('What could neighbours lend each other next?');
    expect(saved.tags).toEqual(['tools', 'ladders']);

    await page.getByRole('button', { name: 'Copy into a new draft' }).click();
    await page.waitForURL(/\/challenges\/create\?draft=/);
    await page.getByLabel(/^Your question/).waitFor();
    await expect
      .poll(() => page.getByLabel(/^Your question/).inputValue())
      .toBe('What could neighbours lend each other next?');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows anyone else the owner-mismatch toast and takes them to their dashboard', async () => {
    const slug = await publishAsCora('How could a street share one ladder');
    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'ivan');
    await page.waitForURL('**/ivan/my-dashboard');
    await page.goto(`/ivan/my-dashboard/catalyst/open/easy-mode/detail/${slug}/edit`);
    await page
      .getByText('Current user is not the owner of this challenge. Redirecting to dashboard...')
      .waitFor();
    // The dashboard's challenge frame guards its pages too and sends them to their open list.
    await page.waitForURL('**/ivan/my-dashboard/**');
    expect(await page.getByRole('heading', { name: 'Edit Details' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('publishes a promoted QQ idea from its draft with the innovator as co-author', async () => {
    const qq = (await call('cora', 'POST', '/challenges', {
      challenge: {
        question_title: 'Ask us a better question about street trees',
        question_detail: 'The best question becomes a challenge.',
        solution_format: 'qq',
        platform_category: 'environment',
        primary_image: '/api/images/generated/3fa94c12d07e81b5?w=1200',
        duration_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
      prize: { prize_type: 'points' },
    })) as { challenge: { id: string } };
    const entered = (await call('ivan', 'POST', `/challenges/${qq.challenge.id}/ideas`, {
      title: 'How could every street adopt its trees',
      description: 'Neighbours water and care for the trees on their street.',
    })) as { idea: { id: string } };
    await call('cora', 'POST', `/challenges/${qq.challenge.id}/end`);
    const draft = (await call('cora', 'POST', `/ideas/${entered.idea.id}/promote`)) as {
      _id: string;
    };

    const { page, errors, close } = await newPage(browser);
    await signIn(page, 'cora');
    await page.waitForURL('**/cora/my-dashboard');
    await page.goto(`/challenges/create?draft=${draft._id}`);
    await expect
      .poll(() => page.getByLabel(/^Your question/).inputValue())
      .toBe('How could every street adopt its trees');
    while ((await page.getByRole('button', { name: 'Publish & Share' }).count()) === 0) {
      const skip = page.getByRole('button', { name: 'Skip' });
      if ((await skip.count()) > 0) await skip.click();
      else await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Publish & Share' }).click();
    await page.getByText('Your challenge is live!').waitFor();
    const published = await readChallenge('how-could-every-street-adopt-its-trees');
    expect(published.co_author?.handle).toBe('ivan');
    expect(errors).toEqual([]);
    await close();
  });
});
