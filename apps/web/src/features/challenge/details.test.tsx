import type { Challenge } from '@nervus/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { aChallenge, aMe, anId } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { meQueryOptions } from '../session/queries.js';
import { ChallengeDetails } from './details.js';
import { useOwnerOnly } from './owner-only.js';

const CORA = aMe({ id: anId(2), handle: 'cora', first_name: 'Cora' });
const IVAN = aMe({ id: anId(3), handle: 'ivan', first_name: 'Ivan' });

/** Cora's open challenge, with Ivan as co-author. */
function challenge(overrides: Partial<Challenge> = {}): Challenge {
  return aChallenge({
    primary_image: 'https://images.nervus.test/parks.jpg',
    tags: ['music', 'parks'],
    assumption_who: 'Neighbours who like music but rarely go to concert halls at all.',
    deep_dives: { who: { occupation: ['teacher', '<b>pilot</b>'] } },
    prize: {
      prize_type: 'other',
      prize_title: 'Mug',
      prize_description: 'A nice mug',
      prize_money: '0',
    },
    catalyst: { id: CORA.user.id, handle: 'cora', first_name: 'Cora', last_name: null },
    co_author: { id: IVAN.user.id, handle: 'ivan', first_name: 'Ivan' },
    ...overrides,
  });
}

/**
 * Nothing but the viewer is asked for: rendering the details calls no other API. Resolves once
 * the viewer is known, so what a page leaves out is left out for them, not while loading.
 */
async function show(viewer: typeof CORA, node: ReactNode) {
  const rendered = renderWithApp(node, {
    path: '/challenges/how-could-parks-host-concerts',
    viewer,
    pages: { '/my-dashboard': <p>Dashboard page</p> },
  });
  await waitFor(() =>
    expect(rendered.queryClient.getQueryData(meQueryOptions().queryKey)?.user.id).toBe(
      viewer.user.id,
    ),
  );
  return rendered;
}

describe('ChallengeDetails', () => {
  it('shows players the details read-only, deep dives as text and the co-author', async () => {
    await show(IVAN, <ChallengeDetails challenge={challenge()} />);
    await screen.findByRole('heading', { name: 'Details' });
    expect(screen.getByText('Environment')).toBeTruthy();
    expect(screen.getByText('Moonshot')).toBeTruthy();
    expect(screen.getByText('#music #parks')).toBeTruthy();
    expect(screen.getByText('A nice mug')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'with @ivan' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deep Dive Who' })).toBeTruthy();
    // User text stays text.
    expect(screen.getByText('<b>pilot</b>')).toBeTruthy();
    expect(screen.getByText('Deep dives are shown read-only.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy into a new draft' })).toBeNull();
  });

  it('gives the owner the edit form and the copy', async () => {
    await show(CORA, <ChallengeDetails challenge={challenge()} />);
    await screen.findByRole('heading', { name: 'Edit Details' });
    expect((screen.getByLabelText(/^Question title/) as HTMLInputElement).value).toBe(
      'How could parks host concerts?',
    );
    expect(screen.getByLabelText(/^Question description/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy into a new draft' })).toBeTruthy();
  });

  it('has no title or description fields for a caption challenge, and no form once closed', async () => {
    const caption = challenge({
      caption_solution_format: 'caption',
      main_category: { id: anId(201), slug: 'caption-funny', name: 'Funny' },
    });
    await show(CORA, <ChallengeDetails challenge={caption} />);
    await screen.findByRole('heading', { name: 'Edit Details' });
    expect(screen.queryByLabelText(/^Question title/)).toBeNull();
    expect(screen.queryByLabelText(/^Question description/)).toBeNull();
    expect(screen.getByText('Caption challenges keep their title and description.')).toBeTruthy();
    cleanup();
    await show(
      CORA,
      <ChallengeDetails challenge={challenge({ status: 'closed', is_closed: true })} />,
    );
    await screen.findByRole('heading', { name: 'Details' });
    expect(screen.queryByRole('heading', { name: 'Edit Details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy into a new draft' })).toBeTruthy();
  });
});

describe('useOwnerOnly', () => {
  function Guarded({ c }: { c: Challenge }) {
    const owner = useOwnerOnly(c);
    return owner ? <p>Owner page</p> : null;
  }

  it('toasts the owner mismatch and goes to the dashboard for anyone else', async () => {
    const { router } = await show(IVAN, <Guarded c={challenge()} />);
    await screen.findByText(
      'Current user is not the owner of this challenge. Redirecting to dashboard...',
    );
    await screen.findByText('Dashboard page');
    expect(router.state.location.pathname).toBe('/my-dashboard');
    expect(screen.queryByText('Owner page')).toBeNull();
    cleanup();
    await show(CORA, <Guarded c={challenge()} />);
    await screen.findByText('Owner page');
  });
});
