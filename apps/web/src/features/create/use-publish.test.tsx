import { ApiError } from '@nervus/api-client';
import type { CallResponse } from '@nervus/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aChallenge, anId } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { emptyForm } from './form-state.js';
import { usePublish } from './use-publish.js';

const PLATFORM = anId(50);
const created: CallResponse<'createChallenge'> = {
  data: { challenge: aChallenge({ slug: 'parks' }), neurons_earned: 3 },
};

function Publisher({ draftId = null }: { draftId?: string | null }) {
  const form = emptyForm('standard', new Date('2026-11-22T12:00:00Z'));
  const publishing = usePublish({
    form,
    platformId: PLATFORM,
    serverDraftId: draftId,
    onPublished: () => {},
  });
  return (
    <>
      <button type="button" onClick={publishing.submit}>
        Publish
      </button>
      {publishing.error ? <p role="alert">{publishing.error.message}</p> : null}
      {publishing.published ? (
        <p>
          Live at {publishing.published.slug}, {publishing.published.neurons} neurons
        </p>
      ) : null}
    </>
  );
}

describe('usePublish', () => {
  it('sends once: a second click while the first is out is refused and reported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = renderWithApp(<Publisher draftId={anId(60)} />, {
      api: { createChallenge: () => created },
    });
    const button = await screen.findByRole('button', { name: 'Publish' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('Live at parks, 3 neurons');
    expect(server.inputsOf('createChallenge')).toHaveLength(1);
    const [sent] = server.inputsOf('createChallenge');
    expect(sent?.body?.draft_id).toBe(anId(60));
    expect(sent?.body?.challenge.platform_category).toBe('');
    expect(sent?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).toHaveBeenCalledWith(new Error('Possible duplicate challenge submission'));
    error.mockRestore();
  });

  it('lets a refused send be tried again, with the same idempotency key', async () => {
    const { server } = renderWithApp(<Publisher />, {
      api: {
        createChallenge: () => {
          throw new ApiError(402, 'Your wallet holds less than the prize.');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await screen.findByText('Your wallet holds less than the prize.');
    server.answer({ createChallenge: () => created });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Live at parks, 3 neurons');
    const keys = server.inputsOf('createChallenge').map((i) => i.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(server.inputsOf('createChallenge')[0]?.body?.draft_id).toBeUndefined();
  });
});
