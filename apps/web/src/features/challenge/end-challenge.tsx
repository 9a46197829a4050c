/**
 * The catalyst's early end of an open challenge, after a confirmation: on the Ideas tab (loaded
 * for its catalyst only, `tab-panels.tsx`) and on `challenges/{c}/end`.
 */
import type { Challenge } from '@nervus/contracts';
import { ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
import { useState } from 'react';
import { useEndChallenge } from './end-mutation.js';
import '../../i18n/challenge.en.js';

export function EndChallenge({
  challenge,
  onEnded,
}: {
  challenge: Challenge;
  /** After the close, e.g. to leave a page that a closed challenge no longer has. */
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const end = useEndChallenge(challenge.id);
  return (
    <section aria-labelledby="end-challenge">
      <h2 id="end-challenge">{t('challenge.endTitle')}</h2>
      <p className="nv-hint">{t('challenge.endLead')}</p>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={end.isPending}
        onClick={() => setAsking(true)}
      >
        {t('challenge.end')}
      </button>
      <ConfirmDialog
        open={asking}
        body={t('challenge.endConfirm')}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes)
            end.mutate(undefined, {
              onSuccess: () => {
                toast.show(t('challenge.ended'), 'success');
                onEnded?.();
              },
              onError: (error) => toast.show(error.message, 'danger'),
            });
        }}
      />
    </section>
  );
}
