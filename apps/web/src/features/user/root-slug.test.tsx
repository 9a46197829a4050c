import { ApiError } from '@nervus/api-client';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { anId, aPage, aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

// The home a redirect lands on: its navbar's platform, its sections and tournament widget.
const home: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  platforms: () => aPage([aPlatform()]),
  flags: () => ({ data: {} }),
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
  olympiadWidget: () => ({
    data: {
      platform: { id: anId(50), slug: 'nervus', name: 'Nervus' },
      fell_back: false,
      current: null,
      prior: null,
    },
  }),
  userProfile: () => {
    throw new ApiError(404, 'User not found.');
  },
  // The player's home's loader asks beside its parent's, which finds no player.
  userSocial: () => {
    throw new ApiError(404, 'User not found.');
  },
  userChallenges: () => {
    throw new ApiError(404, 'User not found.');
  },
};

beforeAll(preloadRoutes, 60_000);

describe('the default root slug', () => {
  it('/nervus goes home at once, asking for no player', async () => {
    const { router, server } = await renderRoute('/nervus', { api: home });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({});
    expect(server.inputsOf('userProfile')).toEqual([]);
  });

  it('goes home when the default platform has another slug (platforms.is_default)', async () => {
    const { router, server } = await renderRoute('/main', {
      api: {
        ...home,
        platform: ({ params }) => ({
          data: aPlatform({ slug: params?.id ?? '', is_default: params?.id === 'main' }),
        }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({});
    expect(server.inputsOf('platform')[0]?.params).toEqual({ id: 'main' });
  });

  it("sends another platform's slug or an unknown one home with the user-not-found notice", async () => {
    for (const [slug, platform] of [
      ['comedy', () => ({ data: aPlatform({ slug: 'comedy', is_default: false }) })],
      [
        'ghost',
        () => {
          throw new ApiError(404, 'Platform not found.');
        },
      ],
    ] as const) {
      const { router, unmount } = await renderRoute(`/${slug}`, {
        api: { ...home, platform },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toEqual({ notice: 'user-not-found' });
      unmount();
    }
  });
});
