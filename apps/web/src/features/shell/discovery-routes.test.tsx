import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const CORA = aMe({ handle: 'cora', screen_name: 'cora' });
// The shell asks which platform this is, for its navbar; the pages redirected to ask the rest.
const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  platforms: () => aPage([aPlatform()]),
  flags: () => ({ data: {} }),
  userProfile: () => ({ data: aProfile(CORA.user) }),
  userSocial: () => ({ data: { accounts: {} } }),
  // A player's home lists their challenges.
  userChallenges: () => aPage([]),
  dashboard: () => aPage([]),
  brains: () => ({ data: [] }),
  neurons: () => aPage([]),
  // A redirect may pass through the home, whose loader starts its sections and tournaments.
  olympiadWidget: () => ({
    data: {
      platform: { id: anId(50), slug: 'nervus', name: 'Nervus' },
      fell_back: false,
      current: null,
      prior: null,
    },
  }),
  // The dashboard's overview shows the current olympiad's card.
  leaderboard: () => ({
    olympiad: null,
    race: null,
    board: 'overall',
    data: [],
    meta: { total: 0, page: 0, size: 1 },
    me: null,
  }),
  homepageWidget: () => ({
    data: {
      platform: { id: anId(50), slug: 'nervus', title: 'Nervus' },
      ending_soon: [],
      newest: [],
      most_played: [],
      with_prizes: [],
      completed: [],
      categories: [],
    },
  }),
};

beforeAll(preloadRoutes, 60_000);

describe('/my-dashboard/…', () => {
  it('keeps the sub-path under the player’s screen name', async () => {
    const { router } = await renderRoute('/my-dashboard/catalyst/open', {
      viewer: CORA,
      api: shell,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/cora\/my-dashboard\/catalyst\/open/),
    );
  });

  it('sends a visitor to the gateway with the whole address to come back to', async () => {
    const { router } = await renderRoute('/my-dashboard/catalyst/open', { api: shell });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/gateway'));
    expect(router.state.location.search).toMatchObject({ continue: '/my-dashboard/catalyst/open' });
  });

  it('goes to the player’s dashboard from the bare address', async () => {
    const { router } = await renderRoute('/my-dashboard', {
      viewer: CORA,
      api: shell,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cora/my-dashboard'));
  });
});

describe('the about pages', () => {
  it('show the about page at /about', async () => {
    await renderRoute('/about', { api: shell });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
  });

  it('render contact-us below /about, not only a heading', async () => {
    const platform = aPlatform();
    await renderRoute('/about/contact-us', {
      api: {
        ...shell,
        currentPlatform: () => ({ data: platform }),
        contentPage: () => ({
          data: {
            platform_id: platform.id,
            slug: 'contact-us',
            title: 'Contact Us',
            body: 'Write to **the team**.',
            updated_at: '2024-01-01T00:00:00.000Z',
          },
        }),
      },
    });
    expect(await screen.findByText('the team')).toBeTruthy();
  });

  it('render send-feedback’s form below /about', async () => {
    await renderRoute('/about/send-feedback?about=Support', { api: shell });
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Feedback' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /send/i })).toBeTruthy();
  });
});

describe('the discovery redirects', () => {
  it('category/{category} goes to the challenge home with the category query', async () => {
    const { router } = await renderRoute('/category/education', {
      api: { ...shell },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toMatchObject({ category: 'education' });
  });

  for (const tail of ['podcast', 'podcasts']) {
    it(`{platformSlug}/${tail} goes to the player’s home with the entry-fee filter`, async () => {
      const { router } = await renderRoute(`/cora/${tail}`, {
        api: shell,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/cora'));
      expect(router.state.location.search).toMatchObject({ filter: 'idea_entry_fee' });
    });
  }

  it('skeptic goes to the skeptic platform’s suggestion box, with the scout_id', async () => {
    const mona = aProfile({ handle: 'mona', screen_name: 'mona' });
    const { server, router } = await renderRoute('/skeptic', {
      api: {
        ...shell,
        userProfile: () => ({ data: mona }),
        platformStaff: () => ({
          data: [
            {
              platform_id: anId(40),
              user_id: mona.user.id,
              role: 'ambassador' as const,
              user: { id: mona.user.id, handle: 'mona' },
            },
          ],
        }),
        suggestionBox: () => ({ data: { owner: { ...mona.user }, box: null } }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mona/mentor'));
    expect(router.state.location.search).toMatchObject({ scout_id: 'skeptic' });
    expect(server.inputsOf('platformStaff')[0]?.params).toEqual({ id: 'skeptic' });
  });

  it('skeptic, run by nobody yet, takes suggestions through the feedback form', async () => {
    const { router } = await renderRoute('/skeptic', {
      api: { ...shell, platformStaff: () => ({ data: [] }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/send-feedback'));
    expect(router.state.location.search).toMatchObject({ about: 'Suggestion' });
  });
});
