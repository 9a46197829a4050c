/**
 * The entry-fee pages of a gated challenge: the fee page (what it costs, where the money goes,
 * the viewer's balance, and the payment behind a confirmation) and the unlock pages that
 * confirm a paid entry. Ideas and rating are unlocked by the same payment. They render inside
 * the challenge wrapper, which has loaded the challenge and sends closed challenges back to it;
 * their loaders prefetch the entry, whose failure the page says in place (with the way back).
 */
import type { Challenge } from '@nervus/contracts';
import { ENTRY_FEE_SPLIT, formatCents } from '@nervus/game-rules';
import { Button, Card, ConfirmDialog, useTranslation } from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { UNLOCK_PATHS, type UnlockKind } from '../money/money-rows.js';
import { entryQueryOptions } from '../money/queries.js';
import { useMe } from '../session/queries.js';
import { usePayEntryFee } from './entry-fee-queries.js';
import { challengeQueryOptions } from './queries.js';
import '../../i18n/challenge.en.js';
import '../../i18n/money.en.js';

/** The way back to the challenge; `label` names where it leads next, as the page's one action. */
function BackLink({ challenge, label }: { challenge: Challenge; label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="nv-flush">
      <Link
        to="/challenges/$challenge"
        params={{ challenge: challenge.slug }}
        className={label ? 'nv-button' : undefined}
      >
        {label ?? t('money.back')}
      </Link>
    </p>
  );
}

/** A failed lookup says so: no balance or unlock text is shown from data that did not arrive. */
function LoadError({ error, challenge }: { error: Error; challenge: Challenge }) {
  return (
    <>
      <p role="alert" className="nv-alert" data-tone="danger">
        {error.message}
      </p>
      <BackLink challenge={challenge} />
    </>
  );
}

/** The challenge (from the wrapper's cache) and the viewer's entry to it. */
function useEntry(challengeKey: string) {
  const { data: challenge } = useSuspenseQuery(challengeQueryOptions(challengeKey));
  const entry = useQuery(entryQueryOptions(challenge.id));
  return { challenge, entry };
}

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

/**
 * `/challenges/$challenge/idea-unlock` and `rating-unlock`: the confirmation of a paid entry,
 * with the way back to play; an unpaid viewer is sent to the fee page.
 */
export function UnlockPage({ challengeKey, kind }: { challengeKey: string; kind: UnlockKind }) {
  const { t } = useTranslation();
  const { challenge: c, entry } = useEntry(challengeKey);
  if (entry.isError && !entry.data) return <LoadError error={entry.error} challenge={c} />;
  if (entry.isPending) return <p>{t('challenge.loading')}</p>;
  if (!entry.data.unlocked)
    return (
      <Navigate
        to="/challenges/$challenge/idea-entry-fee"
        params={{ challenge: c.slug }}
        search={{ unlock: kind }}
        replace
      />
    );
  const fee = formatCents(c.idea_entry_fee);
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      <h1 id="page-title" className="nv-flush">
        {kind === 'idea' ? t('money.unlockedIdea') : t('money.unlockedRating')}
      </h1>
      <p role="status" className="nv-alert" data-tone="success">
        {entry.data.paid && entry.data.paid_at
          ? t('money.paidOn', { fee, date: entry.data.paid_at.slice(0, 10) })
          : c.idea_entry_fee <= 0
            ? t('money.free')
            : t('money.own')}
      </p>
      <BackLink challenge={c} label={kind === 'idea' ? t('money.goEnter') : t('money.goRate')} />
    </section>
  );
}
