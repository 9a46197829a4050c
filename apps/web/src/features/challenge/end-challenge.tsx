/**
 * The catalyst's early end of an open challenge, after a confirmation: on the Ideas tab (loaded
 * for its catalyst only, `tab-panels.tsx`) and on `challenges/{c}/end`.
 */
import type { Challenge } from '@nervus/contracts';
import { Button, Card, ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
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
    <Card as="section" aria-labelledby="end-challenge" className="nv-stack">
      <h2 id="end-challenge" className="nv-flush">
        {t('challenge.endTitle')}
      </h2>
      <p className="nv-hint nv-flush">{t('challenge.endLead')}</p>
      <div>
        <Button variant="danger" loading={end.isPending} onClick={() => setAsking(true)}>
          {t('challenge.end')}
        </Button>
      </div>
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
    </Card>
  );
}
