import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aDashboardItem, aMe, anId, aPage, aPlatform, aProfile } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { roleBoardQueryOptions } from './queries.js';

const MONA = aMe({ handle: 'mona', screen_name: 'mona' });
// The shell asks which platform this is, for its navbar; the address's layout, whose page it is.
const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  userProfile: () => ({ data: aProfile(MONA.user) }),
};

beforeAll(preloadRoutes, 60_000);

describe("the rater's boards", () => {
  it('load the open board in the route, then list it with the rater’s part in each', async () => {
    const rated = aDashboardItem({ ideas: 4, my_ratings: 2 });
    const settled = aDashboardItem({
      id: anId(101),
      slug: 'how-could-libraries-lend-tools',
      question_title: 'How could libraries lend tools?',
      settled: true,
      ideas: 1,
      my_ratings: 1,
    });
    const { server, queryClient, router } = await renderRoute(
      '/mona/my-dashboard/rater/open-challenges',
      {
        viewer: MONA,
        api: { ...shell, dashboard: () => aPage([rated, settled]) },
      },
    );
    const list = await screen.findByRole('list', { name: 'Open Challenges' });
    const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items).toHaveLength(2);
    const [open, closed] = items;
    expect(screen.getByRole('link', { name: 'How could parks host concerts?' })).toBeTruthy();
    for (const text of ['Open', '4 ideas', '2 ratings of yours'])
      expect(within(open as HTMLElement).getByText(text)).toBeTruthy();
    for (const text of ['Closed', 'Settled', '1 idea', '1 rating of yours'])
      expect(within(closed as HTMLElement).getByText(text)).toBeTruthy();
    expect(server.inputsOf('dashboard')).toEqual([
      { params: { platform: 'mona', role: 'rater' }, query: { state: 'open', size: '50' } },
    ]);
    // The route's loader read the board before the page rendered, under the key the page reads.
    const board = router.state.matches.find((m) => m.routeId.endsWith('/rater/open-challenges'));
    expect(board?.loaderData).toEqual(aPage([rated, settled]));
    expect(
      queryClient.getQueryData(roleBoardQueryOptions('mona', 'rater', 'open').queryKey)?.data,
    ).toEqual([rated, settled]);
  });

  it('ask nothing for a visitor, who is sent to sign in', async () => {
    const { router } = await renderRoute('/mona/my-dashboard/rater/open-challenges', {
      api: shell,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/gateway'));
    // No answer for `dashboard` is given: asking for it would fail this test.
  });

  it('say so when the closed board is empty', async () => {
    const { server } = await renderRoute('/mona/my-dashboard/rater/closed-challenges', {
      viewer: MONA,
      api: { ...shell, dashboard: () => aPage([]) },
    });
    await screen.findByText('No challenges to rate right now.');
    expect(server.inputsOf('dashboard')[0]?.query).toEqual({ state: 'closed', size: '50' });
  });
});
