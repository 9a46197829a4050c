import { ApiError } from '@nervus/api-client';
import type { Challenge } from '@nervus/contracts';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aChallenge, aMe, anEntry, anId } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { renderWithApp } from '../../test/render.js';
import { EntryGate } from './entry-gate.js';

const MONA = aMe({ id: anId(1), handle: 'mona' });
const CORA = { id: anId(2), handle: 'cora', first_name: null, last_name: null };

function challenge(fee: number, catalyst = CORA): Challenge {
  return aChallenge({ slug: 'repair-cafe', idea_entry_fee: fee, catalyst });
}

/** Mona on the challenge page; an entry lookup the test does not answer fails it. */
function show(c: Challenge, kind: 'idea' | 'rating', api: Answers = {}) {
  return renderWithApp(
    <EntryGate challenge={c} kind={kind}>
      <p>the form</p>
    </EntryGate>,
    { path: '/challenges/repair-cafe', viewer: MONA, api },
  );
}

const unpaid: Answers = {
  entryFee: () => ({ data: anEntry() }),
};

describe('EntryGate', () => {
  it('shows what it guards in a free challenge', async () => {
    show(challenge(0), 'idea');
    await screen.findByText('the form');
  });

  it('shows the catalyst their own gated challenge', async () => {
    show(challenge(500, { ...CORA, id: MONA.user.id }), 'rating');
    await screen.findByText('the form');
  });

  it('shows the fee and the way to unlock until paid', async () => {
    const { server } = show(challenge(500), 'idea', unpaid);
    const link = await screen.findByRole('link', { name: 'Unlock entering ideas ($5.00)' });
    expect(link.getAttribute('href')).toBe('/challenges/repair-cafe/idea-entry-fee');
    expect(screen.getByRole('heading', { name: 'Enter an idea' })).toBeTruthy();
    expect(screen.getByText(/entry fee of \$5\.00/)).toBeTruthy();
    expect(screen.queryByText('the form')).toBeNull();
    expect(server.inputsOf('entryFee')).toEqual([{ params: { id: challenge(500).id } }]);
    cleanup();
    show(challenge(500), 'rating', unpaid);
    const rating = await screen.findByRole('link', { name: 'Unlock rating ($5.00)' });
    expect(rating.getAttribute('href')).toBe('/challenges/repair-cafe/rating-unlock');
  });

  it('says when the viewer cannot be looked up, instead of loading forever', async () => {
    show(challenge(500), 'idea', {
      meDetailed: () => {
        throw new ApiError(0, 'The server is unreachable.');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server is unreachable.');
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the entry cannot be looked up, offering no fee to pay', async () => {
    show(challenge(500), 'rating', {
      entryFee: () => {
        throw new ApiError(500, 'Entry lookup failed.');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens once paid', async () => {
    show(challenge(500), 'idea', {
      entryFee: () => ({
        data: anEntry({
          paid: true,
          paid_at: '2026-11-23T09:00:00.000Z',
          unlocked: true,
        }),
      }),
    });
    await screen.findByText('the form');
  });
});
