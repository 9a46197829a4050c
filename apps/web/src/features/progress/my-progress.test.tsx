import { LADDER_ROLES } from '@nervus/game-rules';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aMe, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { aBrain } from './brain-board-fixtures.js';
import { progressTabOf } from './my-progress.js';

const ADA = aMe({ handle: 'ada' });
const brains = () => ({
  data: LADDER_ROLES.map((role) =>
    aBrain(role, role === 'overall' ? 1500 : role === 'mentor' ? 700 : 0),
  ),
});

/** What the shell and the page ask for. */
const api: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  userProfile: ({ params }) => ({ data: aProfile({ handle: params?.id ?? 'ada' }) }),
  userSocial: () => ({ data: { accounts: {} } }),
  brains,
  // The page's charts (H3's ScoreStatsCharts): a player with no history yet.
  brainHistory: () => ({ data: [] }),
  playerResources: ({ params }) => ({
    data: {
      user_id: params?.id ?? ADA.user.id,
      view: 'owner',
      challenges_posted: 0,
      ideas_entered: 0,
      first_places: 0,
      top3_places: 0,
      ratings_given: 0,
      challenges_rated: 0,
      mentoring_given: 0,
      mentoring_rating: null,
      recruits: 0,
      neurons: LADDER_ROLES.map((role) => ({ role, points: 0 })),
    },
  }),
};

beforeAll(preloadRoutes, 60_000);

describe('My Progress', () => {
  it('sends the section’s own address to Score Stats, with its four tabs', async () => {
    const { router, server } = await renderRoute('/ada/my-dashboard/my-progress', {
      viewer: ADA,
      api,
    });
    await screen.findByRole('heading', { name: 'Score Stats', level: 1 });
    expect(router.state.location.pathname).toBe('/ada/my-dashboard/my-progress/score-stats');
    const tabs = within(screen.getByRole('tablist', { name: 'My Progress' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Score Stats',
      'Awards & Badges',
      'Impact',
      'Leaderboards',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    // The Nerve Score first, then each role's brain.
    const brainsNav = screen.getByRole('navigation', { name: 'Your brains' });
    expect(within(brainsNav).getAllByRole('link')).toHaveLength(LADDER_ROLES.length);
    expect(screen.getByRole('region', { name: 'Nerve Score' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(100);
    // The charts below the board ask for this player's numbers.
    // (A part of their own, loaded after the page.)
    await vi.waitFor(
      () => expect(server.inputsOf('brainHistory')[0]?.params).toEqual({ id: ADA.user.id }),
      { timeout: 15_000 },
    );
  });

  it('takes scores-stats as an alias of score-stats', async () => {
    const { router } = await renderRoute('/ada/my-dashboard/my-progress/scores-stats', {
      viewer: ADA,
      api,
    });
    await screen.findByRole('heading', { name: 'Score Stats', level: 1 });
    expect(router.state.location.pathname).toBe('/ada/my-dashboard/my-progress/score-stats');
  });

  it('shows the role brain of ?tab=', async () => {
    await renderRoute('/ada/my-dashboard/my-progress/score-stats?tab=mentor', {
      viewer: ADA,
      api,
    });
    expect(await screen.findByRole('region', { name: 'Mentor' })).toBeTruthy();
    const current = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('aria-current') === 'page' && a.textContent?.includes('Mentor'));
    expect(current).toBeTruthy();
  });

  it('is the player’s own only: another handle’s address leads to one’s own', async () => {
    const { router } = await renderRoute('/bob/my-dashboard/my-progress/score-stats', {
      viewer: ADA,
      api,
    });
    await screen.findByRole('heading', { name: 'Score Stats', level: 1 });
    expect(router.state.location.pathname).toBe('/ada/my-dashboard/my-progress/score-stats');
  });

  // The keys between the tabs (each another feature's page) are walked in progress.e2e.ts.
  it('knows each tab by its address', () => {
    expect(progressTabOf('/ada/my-dashboard/my-progress/impact')).toBe('impact');
    expect(progressTabOf('/ada/my-dashboard/my-progress/')).toBe('score-stats');
  });
});
