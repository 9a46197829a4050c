/**
 * The unlock pages of a gated challenge (`idea-unlock`, `rating-unlock`): the confirmation of a
 * paid entry. Apart from the fee page (entry-fee.tsx), so they do not load its payment and its
 * confirmation dialog.
 */
import { formatCents } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { Navigate } from '@tanstack/react-router';
import type { UnlockKind } from '../money/money-rows.js';
import '../../i18n/challenge.en.js';
import '../../i18n/money.en.js';

import { BackLink, LoadError, useEntry } from './entry-parts.js';

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
