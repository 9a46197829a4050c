/**
 * The entry-fee gate on the challenge page: wraps the idea-entry form or the rating section and
 * shows them when the challenge is free, is the viewer's own, or the viewer has paid; otherwise
 * the fee and the way to unlock. The server enforces the same rule (402).
 */
import type { Challenge } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { Card, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '../session/queries.js';
import type { UnlockKind } from './money-rows.js';
import { entryQueryOptions } from './queries.js';
import '../../i18n/challenge.en.js';
import '../../i18n/money.en.js';

/**
 * @example
 * <EntryGate challenge={c} kind="idea"><EnterIdea challenge={c} /></EntryGate>
 * <EntryGate challenge={c} kind="rating"><RateIdeas challenge={c} /></EntryGate>
 */
export function EntryGate({
  challenge,
  kind,
  children,
}: {
  challenge: Challenge;
  kind: UnlockKind;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useMe();
  const me = session.data;
  const hasFee = challenge.idea_entry_fee > 0;
  // Visitors see what the page shows them (a sign-in link); the server refuses them anyway.
  const gated = hasFee && me !== undefined && me !== null && me.user.id !== challenge.catalyst.id;
  const entry = useQuery({ ...entryQueryOptions(challenge.id), enabled: gated });
  // Whether the viewer may pass is unknown: show neither what is guarded nor a fee to pay.
  const failed =
    hasFee && me === undefined ? session.error : gated && !entry.data ? entry.error : null;
  if (failed)
    return (
      <p role="alert" className="nv-alert" data-tone="danger">
        {failed.message}
      </p>
    );
  if (hasFee && me === undefined) return <p>{t('challenge.loading')}</p>;
  if (!gated || entry.data?.unlocked) return <>{children}</>;
  if (entry.isPending) return <p>{t('challenge.loading')}</p>;
  const price = formatCents(challenge.idea_entry_fee);
  const id = `entry-gate-${kind}`;
  return (
    <Card as="section" aria-labelledby={id} className="nv-stack" data-gap="sm">
      <h2 id={id} className="nv-title-sm">
        {kind === 'idea' ? t('challenge.enter') : t('challenge.rate')}
      </h2>
      <p className="nv-flush">{t('money.gateLead', { fee: price })}</p>
      <p className="nv-flush">
        <Link
          to={
            kind === 'idea'
              ? '/challenges/$challenge/idea-entry-fee'
              : '/challenges/$challenge/rating-unlock'
          }
          params={{ challenge: challenge.slug }}
          className="nv-button"
        >
          {kind === 'idea'
            ? t('money.gateIdea', { fee: price })
            : t('money.gateRating', { fee: price })}
        </Link>
      </p>
    </Card>
  );
}
