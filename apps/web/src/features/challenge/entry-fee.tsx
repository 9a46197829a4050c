/**
 * The entry-fee pages of a gated challenge: the fee page (what it costs, where the money goes,
 * the viewer's balance, and the payment behind a confirmation) and the unlock pages that
 * confirm a paid entry (unlock-page.tsx, apart so that they do not load the payment and its
 * confirmation dialog). Ideas and rating are unlocked by the same payment. They render inside
 * the challenge wrapper, which has loaded the challenge and sends closed challenges back to it;
 * their loaders prefetch the entry, whose failure the page says in place (with the way back).
 */
import { ENTRY_FEE_SPLIT, formatCents } from '@nervus/game-rules';
import { Button, Card, ConfirmDialog, useTranslation } from '@nervus/ui-kit';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { UNLOCK_PATHS, type UnlockKind } from '../money/money-rows.js';
import { useMe } from '../session/queries.js';
import { usePayEntryFee } from './entry-fee-queries.js';
import { BackLink, LoadError, useEntry } from './entry-parts.js';
import '../../i18n/challenge.en.js';
import '../../i18n/money.en.js';

function FeeSplit() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="fee-split" className="nv-stack">
      <h2 id="fee-split" className="nv-flush">
        {t('money.splitTitle')}
      </h2>
      <p className="nv-flush">{t('money.splitLead')}</p>
      <ul className="nv-flush">
        <li>{t('money.splitOwner', { percent: ENTRY_FEE_SPLIT.owner })}</li>
        <li>{t('money.splitPrize', { percent: ENTRY_FEE_SPLIT.prizePool })}</li>
        <li>{t('money.splitPlatform', { percent: ENTRY_FEE_SPLIT.platform })}</li>
      </ul>
      <p className="nv-hint nv-flush">{t('money.splitNobody')}</p>
    </Card>
  );
}

/** `/challenges/$challenge/idea-entry-fee`: pay the fee, then go to the unlock page. */
export function EntryFeePage({
  challengeKey,
  unlock = 'idea',
}: {
  challengeKey: string;
  unlock?: UnlockKind;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const { challenge: c, entry } = useEntry(challengeKey);
  const pay = usePayEntryFee(c.id);
  const [asking, setAsking] = useState(false);
  if (entry.isError && !entry.data) return <LoadError error={entry.error} challenge={c} />;
  if (entry.isPending) return <p>{t('challenge.loading')}</p>;
  const fee = formatCents(c.idea_entry_fee);
  const heading = (
    <h1 id="page-title" className="nv-flush">
      {t('money.feeTitle', { fee })}
    </h1>
  );
  if (c.idea_entry_fee <= 0 || me?.user.id === c.catalyst.id)
    return (
      <section aria-labelledby="page-title" className="nv-stack">
        {heading}
        <p>{c.idea_entry_fee <= 0 ? t('money.free') : t('money.own')}</p>
        <BackLink challenge={c} />
      </section>
    );
  // Paid already (another tab, an earlier visit): nothing to pay, show the confirmation.
  if (entry.data.paid)
    return <Navigate to={UNLOCK_PATHS[unlock]} params={{ challenge: c.slug }} replace />;
  const balance = entry.data.balance_cents;
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      {heading}
      <p className="lead nv-flush">{t('money.feeLead', { title: c.question_title, fee })}</p>
      <FeeSplit />
      <Card className="nv-stack">
        <p className="nv-flush">
          <strong>{t('money.balance', { amount: formatCents(balance) })}</strong>
        </p>
        {balance < c.idea_entry_fee ? <p className="nv-hint nv-flush">{t('money.short')}</p> : null}
        {pay.error ? (
          <p role="alert" className="nv-alert nv-flush" data-tone="danger">
            {pay.error.message}
          </p>
        ) : null}
        <div>
          <Button size="lg" loading={pay.isPending} onClick={() => setAsking(true)}>
            {pay.isPending ? t('money.paying') : t('money.pay', { fee })}
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={asking}
        title={t('money.confirmTitle')}
        body={t('money.confirm', { fee })}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes)
            pay.mutate(undefined, {
              onSuccess: () =>
                void navigate({
                  to: UNLOCK_PATHS[unlock],
                  params: { challenge: c.slug },
                  replace: true,
                }),
            });
        }}
      />
      <BackLink challenge={c} />
    </section>
  );
}
