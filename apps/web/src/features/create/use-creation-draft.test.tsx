import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aDraft, anId, aPage } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { type CreationForm, DRAFT_STORAGE_KEY, emptyForm, type Variant } from './form-state.js';
import { useCreationDraft } from './use-creation-draft.js';

const resumedAt: string[] = [];

function Drafting({ variant = 'standard', draftId }: { variant?: Variant; draftId?: string }) {
  const draft = useCreationDraft(variant, draftId, () => resumedAt.push('resumed'));
  const title = draft.form.challenge.question_title;
  return (
    <>
      <p>Title: {title || 'none'}</p>
      <p>{draft.restoredLocally ? 'restored' : 'fresh'}</p>
      <button type="button" onClick={draft.save}>
        Save
      </button>
      <button
        type="button"
        onClick={() =>
          draft.update((f) => {
            f.challenge.platform_category = 'environment';
            f.challenge.question_title = 'How could parks host concerts?';
          })
        }
      >
        Fill
      </button>
    </>
  );
}

function promotedForm(): CreationForm {
  const form = emptyForm('qq', new Date('2026-11-22T12:00:00Z'));
  form.challenge.question_title = 'Promoted question';
  return form;
}

afterEach(() => {
  localStorage.clear();
  resumedAt.length = 0;
});

describe('useCreationDraft', () => {
  it('resumes ?draft= from the server and saves it again as the same draft, keeping its origin', async () => {
    const promoted = aDraft({
      _id: anId(401),
      origin: 'challenge-promotion-flow',
      // The saved form as the server keeps it: a plain record (the form's interface is not one).
      content: { ...promotedForm() },
    });
    const { server } = renderWithApp(<Drafting draftId={anId(401)} />, {
      api: {
        drafts: () => aPage([aDraft(), promoted]),
        updateDraft: () => ({ data: promoted }),
      },
    });
    await screen.findByText('Title: Promoted question');
    expect(resumedAt).toEqual(['resumed']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Draft saved.');
    const [saved] = server.inputsOf('updateDraft');
    expect(saved?.params).toEqual({ id: anId(401) });
    expect(saved?.body?.origin).toBe('challenge-promotion-flow');
  });

  it('says when the ?draft= is gone, and keeps the empty form', async () => {
    renderWithApp(<Drafting draftId={anId(402)} />, { api: { drafts: () => aPage([aDraft()]) } });
    await screen.findByText(/That draft could not be found/);
    expect(screen.getByText('Title: none')).toBeTruthy();
    expect(resumedAt).toEqual([]);
  });

  it('creates a server draft on the first save and updates that one after', async () => {
    const created = aDraft({ _id: anId(403), origin: 'qq' });
    const { server } = renderWithApp(<Drafting variant="qq" />, {
      api: { createDraft: () => ({ data: created }), updateDraft: () => ({ data: created }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.inputsOf('createDraft')).toHaveLength(1));
    expect(server.inputsOf('createDraft')[0]?.body?.origin).toBe('qq');
    await screen.findByText('Draft saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.inputsOf('updateDraft')).toHaveLength(1));
    expect(server.inputsOf('updateDraft')[0]?.params).toEqual({ id: anId(403) });
  });

  it('keeps the form locally once a category is chosen, and restores it next time', async () => {
    const first = renderWithApp(<Drafting />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('parks'));
    first.unmount();
    renderWithApp(<Drafting />);
    await screen.findByText('Title: How could parks host concerts?');
    expect(screen.getByText('restored')).toBeTruthy();
  });

  it('does not restore a local draft of another variant', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(promotedForm()));
    renderWithApp(<Drafting />);
    await screen.findByText('Title: none');
    expect(screen.getByText('fresh')).toBeTruthy();
  });
});
