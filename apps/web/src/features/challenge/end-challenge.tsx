/**
 * The catalyst's early end of an open challenge, after a confirmation: on the Ideas tab (loaded
 * for its catalyst only, `tab-panels.tsx`) and on `challenges/{c}/end`. The confirmation and the
 * write load apart (`end-confirm.tsx`), once the card is on screen.
 */
import type { Challenge } from '@nervus/contracts';
import { Button, Card, useTranslation } from '@nervus/ui-kit';
import { Suspense, useEffect, useState } from 'react';
import '../../i18n/challenge-end.en.js';
import { lazyPart } from '../../lib/lazy-part.js';

const EndConfirmPart = lazyPart(() => import('./end-confirm.js').then((m) => m.EndConfirm));
const preloadConfirm = () => {
  EndConfirmPart.load().catch(() => {
    // Asking loads it again and shows the failure.
  });
};

export function EndChallenge({
  challenge,
  onEnded,
}: {
  challenge: Challenge;
  /** After the close, e.g. to leave a page that a closed challenge no longer has. */
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Once asked, the confirmation stays mounted, so that the write's answer still reaches it.
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  // Its download starts once the card is on screen, so that asking rarely waits.
  useEffect(preloadConfirm, []);
  return (
    <Card as="section" aria-labelledby="end-challenge" className="nv-stack">
      <h2 id="end-challenge" className="nv-flush">
        {t('challengeEnd.title')}
      </h2>
      <p className="nv-hint nv-flush">{t('challengeEnd.lead')}</p>
      <div>
        <Button
          variant="danger"
          loading={busy}
          onClick={() => {
            setAsked(true);
            setAsking(true);
          }}
        >
          {t('challengeEnd.end')}
        </Button>
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <EndConfirmPart
            challengeId={challenge.id}
            open={asking}
            onClose={() => setAsking(false)}
            onBusy={setBusy}
            onEnded={onEnded}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
