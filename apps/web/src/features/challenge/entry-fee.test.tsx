import { ApiError } from '@nervus/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aChallenge, aMe, anEntry, anId } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { renderWithApp } from '../../test/render.js';
import { EntryFeePage } from './entry-fee.js';
import { UnlockPage } from './unlock-page.js';

const CHALLENGE = aChallenge({
  slug: 'repair-cafe',
  question_title: 'How could repair cafés reach more people?',
  idea_entry_fee: 500,
  catalyst: { id: anId(2), handle: 'cora', first_name: null, last_name: null },
});

/** Mona, with $1.00 in her wallet, on a page of the $5.00 challenge she has not paid. */
function show(page: 'fee' | 'unlock', api: Answers = {}) {
  return renderWithApp(
    page === 'fee' ? (
      <EntryFeePage challengeKey="repair-cafe" />
    ) : (
      <UnlockPage challengeKey="repair-cafe" kind="idea" />
    ),
    {
      path: '/challenges/repair-cafe/idea-entry-fee',
      viewer: aMe({ id: anId(1), handle: 'mona' }),
      api: {
        challenge: () => ({ data: CHALLENGE }),
        entryFee: () => ({ data: anEntry({ challenge_id: CHALLENGE.id, balance_cents: 100 }) }),
        ...api,
      },
    },
  );
}

const entryLookupFails: Answers = {
  entryFee: () => {
    throw new ApiError(500, 'Entry lookup failed.');
  },
};

describe('entry-fee pages', () => {
  it('shows the fee, the balance and the shortfall', async () => {
    const { server } = show('fee');
    await screen.findByRole('heading', { name: 'Entry fee: $5.00' });
    expect(screen.getByText('Your balance: $1.00')).toBeTruthy();
    expect(screen.getByText('Your wallet does not cover the fee yet.')).toBeTruthy();
    expect(server.inputsOf('challenge')).toEqual([{ params: { id: 'repair-cafe' } }]);
    expect(server.inputsOf('entryFee')).toEqual([{ params: { id: CHALLENGE.id } }]);
  });

  it('says the entry lookup failed instead of showing a zero balance', async () => {
    show('fee', entryLookupFails);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText(/Your balance/)).toBeNull();
    expect(screen.queryByText('Your wallet does not cover the fee yet.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the challenge' })).toBeTruthy();
  });

  it('does not claim ideas are unlocked when the entry lookup failed', async () => {
    show('unlock', entryLookupFails);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Entry lookup failed.');
    expect(screen.queryByText('Ideas unlocked')).toBeNull();
    // None of the page's three confirmations (paid, free, own challenge).
    expect(screen.queryByText(/entry fee on|no entry fee|never pay/)).toBeNull();
  });
});
