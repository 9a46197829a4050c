import type { ChallengeHit, SearchFacets } from '@nervus/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

function aHit(n: number): ChallengeHit {
  return {
    id: `c${n}`,
    slug: `challenge-${n}`,
    question_title: `How could a museum welcome ${n} visitors?`,
    question_detail: 'Detail',
    solution_format: 'standard',
    main_category: { id: 'cat1', slug: 'culture', name: 'Culture' },
    primary_image: null,
    catalyst: { id: 'u1', handle: 'cora' },
    status: 'open',
    duration_start: '2026-11-01T00:00:00.000Z',
    duration_end: '2026-12-01T00:00:00.000Z',
    prize_type: 'money',
    prize_money_cents: 50_000,
    idea_entry_fee_cents: 0,
    ideas_count: 3,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

const facets: SearchFacets = {
  category: [{ value: 'culture', name: 'Culture', count: 25 }],
  status: [
    { value: 'open', count: 20 },
    { value: 'closed', count: 5 },
  ],
  solution_format: [{ value: 'standard', count: 25 }],
  has_prize: [{ value: 'true', count: 25 }],
  has_entry_fee: [{ value: 'false', count: 25 }],
};

const shell: Answers = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
};

function answering(total: number, hits: ChallengeHit[]): Answers {
  return {
    ...shell,
    searchChallenges: ({ query }) => ({
      data: hits,
      meta: {
        total,
        page: Number(query?.page ?? 0),
        size: 20,
        sort: query?.sort || (query?.q ? 'relevance' : 'newest'),
        facets,
      },
    }),
  };
}

beforeAll(preloadRoutes, 60_000);

describe('the search page', () => {
  it('asks the server for the query in the address and shows the results as cards', async () => {
    const { server } = await renderRoute('/search?q=musem&status=open&has_prize=true&page=1', {
      api: answering(25, [aHit(1), aHit(2)]),
    });
    await screen.findByRole('link', { name: 'How could a museum welcome 1 visitors?' });
    const query = server.inputsOf('searchChallenges')[0]?.query;
    expect(query).toMatchObject({ q: 'musem', status: 'open', has_prize: 'true', page: '1' });
    expect(screen.getByRole('heading', { name: '25 challenges found' })).toBeTruthy();
    // Facet counts beside each choice.
    expect(screen.getByRole('option', { name: 'Closed (5)' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('musem');
  });

  it('writes a chosen filter into the address, back on the first page', async () => {
    const { router, server } = await renderRoute('/search?q=museum&page=1', {
      api: answering(25, [aHit(1)]),
    });
    await screen.findByRole('link', { name: /museum welcome 1/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'closed' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'museum', status: 'closed' }),
    );
    await waitFor(() =>
      expect(server.inputsOf('searchChallenges').at(-1)?.query).toMatchObject({
        status: 'closed',
        page: '0',
      }),
    );
  });

  it('pages through the results', async () => {
    const { router, server } = await renderRoute('/search?q=museum', {
      api: answering(25, [aHit(1)]),
    });
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'museum', page: 1 }));
    await waitFor(() => expect(server.inputsOf('searchChallenges').at(-1)?.query?.page).toBe('1'));
  });

  it('says when nothing is found, and asks nothing before a query', async () => {
    await renderRoute('/search?q=zzzz', { api: answering(0, []) });
    await screen.findByRole('heading', { name: 'No challenge found' });
  });

  it('invites a search before anything is asked', async () => {
    const { server } = await renderRoute('/search', { api: shell });
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    expect(server.inputsOf('searchChallenges')).toEqual([]);
  });
});
