/**
 * Publishing once: one idempotency key per form, so a retried send is answered with the first
 * challenge, and a second click while the first send is out is refused and reported.
 */
import { ApiError } from '@nervus/api-client';
import { useToast, useTranslation } from '@nervus/ui-kit';
import { useRef, useState } from 'react';
import { beforeSending, type CreationForm } from './form-state.js';
import { usePublishChallenge } from './queries.js';
import '../../i18n/create.en.js';

export interface Published {
  readonly slug: string;
  readonly neurons: number;
}

export interface Publishing {
  readonly submit: () => void;
  readonly pending: boolean;
  /** The server's refusal, with its field errors. */
  readonly error: ApiError | null;
  readonly published: Published | null;
}

export function usePublish({
  form,
  platformId,
  serverDraftId,
  onPublished,
}: {
  form: CreationForm;
  platformId: string;
  /** Sent along so that the server credits a promoted idea's author as co-author. */
  serverDraftId: string | null;
  onPublished: (published: Published) => void;
}): Publishing {
  const { t } = useTranslation();
  const toast = useToast();
  const publish = usePublishChallenge();
  const [published, setPublished] = useState<Published | null>(null);
  const sent = useRef(false);
  const idempotencyKey = useRef(crypto.randomUUID());

  const submit = () => {
    if (sent.current) {
      console.error(new Error('Possible duplicate challenge submission'));
      toast.show(t('create.duplicate'));
      return;
    }
    sent.current = true;
    publish.mutate(
      {
        body: {
          ...beforeSending(form, platformId),
          ...(serverDraftId ? { draft_id: serverDraftId } : {}),
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: (data) => {
          const done = { slug: data.challenge.slug, neurons: data.neurons_earned };
          setPublished(done);
          onPublished(done);
        },
        onError: () => {
          sent.current = false;
        },
      },
    );
  };

  return {
    submit,
    pending: publish.isPending,
    error: publish.error instanceof ApiError ? publish.error : null,
    published,
  };
}
