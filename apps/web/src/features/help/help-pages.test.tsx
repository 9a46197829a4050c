import {
  FRIEND_REQUEST_EXPIRY_DAYS,
  IDEA_RANK_MIN_RATINGS,
  MENTOR_RATING_FULL_NEURONS_FROM,
} from '@nervus/game-rules';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { FAQS } from '../shell/sidebar.js';

const shell: Answers = { currentPlatform: () => ({ data: aPlatform() }) };
const HIDDEN = ['innovation-graph-demo', 'trust-score', 'how-it-works'];

beforeAll(preloadRoutes, 60_000);

/** The page's article, once its title shows. */
async function page(path: string): Promise<HTMLElement> {
  await renderRoute(path, { api: shell });
  const title = await screen.findByRole('heading', { level: 1 });
  return title.closest('article') as HTMLElement;
}

describe('the help pages', () => {
  it.each(['', ...FAQS, ...HIDDEN])(
    '/faqs/%s has its title, words and every number filled in',
    async (slug) => {
      const article = await page(`/faqs/${slug}`);
      const text = article.textContent ?? '';
      expect(text).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      expect(text.length).toBeGreaterThan(150);
    },
  );

  it('say how long a friend request lasts', async () => {
    const article = await page('/faqs/sending-friend-request');
    expect(article.textContent).toContain(
      `within ${FRIEND_REQUEST_EXPIRY_DAYS} days, the request expires`,
    );
    expect(
      screen.getByText(`Friend requests last ${FRIEND_REQUEST_EXPIRY_DAYS} days.`),
    ).toBeTruthy();
  });

  it('say when mentors earn the most', async () => {
    const article = await page('/faqs/the-mentor-role');
    expect(article.textContent).toContain(`rates it ${MENTOR_RATING_FULL_NEURONS_FROM} or above`);
    expect(await screen.findByRole('table', { name: 'The Mentor rank ladder' })).toBeTruthy();
  });

  it('leave the director’s score out of the Idea Race', async () => {
    const article = await page('/faqs/the-director-role');
    expect(article.textContent).toContain('never counts towards the Idea Race');
    expect(await screen.findByRole('table', { name: /boards/ })).toBeTruthy();
  });

  it('show the prize rules on the olympiads page', async () => {
    const article = await page('/faqs/olympiads');
    expect(article.textContent).toContain(`fewer than ${IDEA_RANK_MIN_RATINGS} ratings`);
    for (const name of [
      'How tournaments renew',
      'How a challenge’s prize money is shared',
      'Where an entry fee goes',
    ])
      expect(await screen.findByRole('table', { name })).toBeTruthy();
  });

  it('list the topics on the index', async () => {
    await page('/faqs');
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(topics.querySelectorAll('a')).toHaveLength(FAQS.length);
  });
});
