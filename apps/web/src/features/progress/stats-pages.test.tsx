/**
 * My Progress › Impact and › Leaderboards through the app's real routes: what each page reads
 * and says. The chart's canvas needs a real browser (e2e/stats.e2e.ts): its drawing module is
 * replaced by a marker here; its text alternative is the real one.
 */
import type { CallResponse } from '@nervus/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aDashboardItem, aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { aBoardRow, aLeaderboard } from '../olympiads/test-data.js';

vi.mock('./charts-draw.js', () => ({ default: () => <div data-testid="drawn" /> }));

const MONA = aMe({ id: anId(7), handle: 'mona', screen_name: 'mona' });
const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  userProfile: () => ({ data: aProfile(MONA.user) }),
};

function resources(): CallResponse<'playerResources'> {
  return {
    data: {
      user_id: MONA.user.id,
      view: 'owner',
      challenges_posted: 2,
      ideas_entered: 7,
      first_places: 1,
      top3_places: 3,
      ratings_given: 14,
      challenges_rated: 4,
      mentoring_given: 5,
      mentoring_rating: 4.25,
      recruits: 2,
      neurons: [{ role: 'overall', points: 30 }],
    },
  };
}

function details(): CallResponse<'scoreDetails'> {
  return {
    data: {
      user_id: MONA.user.id,
      view: 'owner',
      period: 'month',
      periods: [
        { start: '2026-10-01', neurons: [], total: 0 },
        { start: '2026-11-01', neurons: [{ role: 'innovator', points: 30 }], total: 30 },
      ],
      reasons: [],
    },
  };
}

beforeAll(preloadRoutes, 60_000);

describe('my-progress/impact', () => {
  it("shows the player's counts, neurons per month and ideas with their places", async () => {
    const { server } = await renderRoute('/mona/my-dashboard/my-progress/impact', {
      viewer: MONA,
      api: {
        ...shell,
        playerResources: () => resources(),
        scoreDetails: () => details(),
        dashboard: () =>
          aPage([
            aDashboardItem({
              slug: 'how-could-ferries-run-at-night',
              question_title: 'How could ferries run at night?',
              settled: true,
              my_ideas: 2,
              best_rank: 1,
            }),
            aDashboardItem({ id: anId(102), settled: true, my_ideas: 1, best_rank: null }),
          ]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your impact' });
    const tiles: [string, string][] = [
      ['Challenges posted', '2'],
      ['Ideas entered', '7'],
      ['First places', '1'],
      ['Top 3 places', '3'],
      ['Ideas rated', '14'],
      ['Mentoring given', '5'],
      ['Players recruited', '2'],
    ];
    for (const [label, value] of tiles)
      expect(screen.getByText(label).closest('.nv-stat')?.textContent).toContain(value);
    expect(screen.getByText('Mentoring rated 4.25 of 5')).toBeTruthy();

    const months = await screen.findByRole('figure', { name: 'Neurons per month' });
    await within(months).findByText('30 neurons in the last 2 months, 30 in Nov 2026.');
    const rows = within(within(months).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['MonthNeurons', 'Oct 20260', 'Nov 202630']);

    const ideas = await screen.findByRole('table', { name: 'Your ideas and their placings' });
    const lines = within(ideas)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(lines).toEqual([
      'ChallengeYour ideasBest place',
      'How could ferries run at night?2#1',
      'How could parks host concerts?1Unranked',
    ]);
    expect(
      within(ideas).getByRole('link', { name: 'How could ferries run at night?' }),
    ).toHaveProperty('pathname', '/challenges/how-could-ferries-run-at-night');

    expect(server.inputsOf('playerResources')).toEqual([{ params: { id: MONA.user.id } }]);
    expect(server.inputsOf('scoreDetails')[0]).toEqual({
      params: { id: MONA.user.id },
      query: { period: 'month', count: '12' },
    });
    expect(server.inputsOf('dashboard')[0]).toMatchObject({
      params: { platform: 'mona', role: 'innovator' },
      query: { state: 'closed' },
    });
  });

  it('asks nothing for a visitor, who is sent to sign in', async () => {
    const { router } = await renderRoute('/mona/my-dashboard/my-progress/impact', { api: shell });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/gateway'));
  });
});

describe('my-progress/leaderboards', () => {
  it("lists the player's place and neurons on every board, with the full boards", async () => {
    const { server } = await renderRoute('/mona/my-dashboard/my-progress/leaderboards', {
      viewer: MONA,
      api: {
        ...shell,
        leaderboard: ({ query }) =>
          aLeaderboard(query?.board ?? 'overall', [aBoardRow(1)], {
            total: 12,
            me:
              query?.board === 'director'
                ? null
                : aBoardRow(3, { neurons: 41.5, user: { ...aBoardRow(3).user, id: MONA.user.id } }),
          }),
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    const overall = rows.find(
      (r) => r.textContent?.startsWith('Nerve Score') || r.textContent?.startsWith('Overall'),
    );
    expect(overall?.textContent).toContain('#3 of 12');
    expect(overall?.textContent).toContain('41.5');
    const director = rows.find((r) => r.textContent?.startsWith('Director'));
    expect(director?.textContent).toContain('Not on it yet');
    expect(within(table).getAllByRole('link', { name: /See the full board/ })).toHaveLength(9);
    expect(screen.getByText(/Nervus Olympiad November 2026, this cycle's tournament/)).toBeTruthy();
    expect(server.inputsOf('leaderboard').map((i) => i.query?.size)).toContain('1');
  });

  it('says when no tournament is running', async () => {
    await renderRoute('/mona/my-dashboard/my-progress/leaderboards', {
      viewer: MONA,
      api: { ...shell, leaderboard: () => aLeaderboard('overall', [], { olympiad: null }) },
    });
    await screen.findByRole('heading', { name: 'No tournament is running' });
  });
});
