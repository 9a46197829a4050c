/**
 * The form being created and its drafts: the local draft (saved 500 ms after the last change once
 * a category is chosen, restored on the next visit) and the server draft (saved on request,
 * resumed from the list or from `?draft=<id>`, removed after publishing).
 */
import type { DRAFT_ORIGINS } from '@nervus/contracts';
import { useToast, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { draftsQueryOptions } from './draft-query.js';
import { type CreationForm, DRAFT_STORAGE_KEY, emptyForm, type Variant } from './form-state.js';
import { useDeleteDraft, useSaveDraft } from './queries.js';
import '../../i18n/create.en.js';

export type DraftOrigin = (typeof DRAFT_ORIGINS)[number];

/** Changes the form through a copy, so React sees a new object. */
export type UpdateForm = (change: (draft: CreationForm) => void) => void;

const DRAFT_DEBOUNCE_MS = 500;
const DRAFT_CLEANUP_MS = 1000;

function readLocalDraft(variant: Variant): CreationForm | null {
  try {
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const form = JSON.parse(raw) as CreationForm;
    return form.challenge?.solution_format === variant && !form.challenge.slug ? form : null;
  } catch {
    return null;
  }
}

export interface CreationDraft {
  readonly form: CreationForm;
  readonly update: UpdateForm;
  /** True when the form came back from the local draft of an earlier visit. */
  readonly restoredLocally: boolean;
  /** The server draft this form is saved as, if any. */
  readonly serverDraftId: string | null;
  /** Saves the form as a server draft (the same one again after the first save). */
  readonly save: () => void;
  readonly saving: boolean;
  /** Replaces the form with a server draft picked from the list. */
  readonly resume: (content: CreationForm, id: string, origin: DraftOrigin) => void;
  /** Forgets both drafts' link to this form and starts an empty one. */
  readonly startOver: () => void;
  /** After publishing: both drafts go, a moment later. */
  readonly discard: () => void;
}

/**
 * @param draftId `?draft=<id>`: a server draft that replaces the form once it is loaded.
 * @param onResumed Called whenever a server draft replaces the form.
 */
export function useCreationDraft(
  variant: Variant,
  draftId: string | undefined,
  onResumed: () => void,
): CreationDraft {
  const { t } = useTranslation();
  const toast = useToast();
  const [initial] = useState(() => {
    const local = readLocalDraft(variant);
    return { form: local ?? emptyForm(variant, new Date()), restoredLocally: local !== null };
  });
  const [form, setForm] = useState<CreationForm>(initial.form);
  const [serverDraftId, setServerDraftId] = useState<string | null>(null);
  // A resumed draft keeps its origin when saved again (a promotion stays a promotion).
  const [origin, setOrigin] = useState<DraftOrigin | null>(null);
  const saveDraft = useSaveDraft();
  // The latest callback, read when a draft arrives: the effect below must not rerun for it.
  const resumedCallback = useRef(onResumed);
  resumedCallback.current = onResumed;
  const deleteDraft = useDeleteDraft();

  const update: UpdateForm = (change) =>
    setForm((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  // ?draft=<id>: the server draft replaces the form once, like a draft picked from the list.
  const serverDrafts = useQuery({ ...draftsQueryOptions(), enabled: Boolean(draftId) });
  const resumed = useRef(false);
  useEffect(() => {
    // A cached list may predate the draft: wait for the fresh one.
    if (!draftId || resumed.current || !serverDrafts.data || serverDrafts.isFetching) return;
    resumed.current = true;
    const found = serverDrafts.data.find((d) => d._id === draftId);
    if (!found) {
      toast.show(t('create.draftMissing'), 'danger');
      return;
    }
    setForm(found.content as unknown as CreationForm);
    setServerDraftId(found._id);
    setOrigin(found.origin);
    resumedCallback.current();
  }, [draftId, serverDrafts.data, serverDrafts.isFetching, toast, t]);

  useEffect(() => {
    if (!form.challenge.platform_category || form.challenge.slug) return undefined;
    const timer = setTimeout(
      () => localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(form)),
      DRAFT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [form]);

  return {
    form,
    update,
    restoredLocally: initial.restoredLocally,
    serverDraftId,
    save: () =>
      saveDraft.mutate(
        {
          id: serverDraftId,
          body: {
            origin: origin ?? (variant === 'qq' ? 'qq' : 'challenge-creation-flow'),
            draft_type: 'challenge',
            content: form as unknown as Record<string, unknown>,
          },
        },
        {
          onSuccess: (draft) => {
            setServerDraftId(draft._id);
            toast.show(t('create.saved'), 'success');
          },
        },
      ),
    saving: saveDraft.isPending,
    resume: (content, id, draftOrigin) => {
      setForm(content);
      setServerDraftId(id);
      setOrigin(draftOrigin);
      resumedCallback.current();
    },
    startOver: () => {
      localStorage.removeItem(DRAFT_STORAGE_KEY);
      setForm(emptyForm(variant, new Date()));
      setServerDraftId(null);
      setOrigin(null);
    },
    discard: () => {
      setTimeout(() => {
        localStorage.removeItem(DRAFT_STORAGE_KEY);
        if (serverDraftId) deleteDraft.mutate(serverDraftId, { onError: (e) => console.error(e) });
      }, DRAFT_CLEANUP_MS);
    },
  };
}
