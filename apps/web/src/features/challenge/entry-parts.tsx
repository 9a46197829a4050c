/**
 * What the entry-fee page and the unlock pages share (entry-fee.tsx, unlock-page.tsx): the
 * challenge with the viewer's entry, the way back, and a failed lookup's message.
 */
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { entryQueryOptions } from '../money/queries.js';
import { challengeQueryOptions } from './queries.js';
import '../../i18n/challenge.en.js';
import '../../i18n/money.en.js';

/** The way back to the challenge; `label` names where it leads next, as the page's one action. */
export function BackLink({ challenge, label }: { challenge: Challenge; label?: string }) {
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
export function LoadError({ error, challenge }: { error: Error; challenge: Challenge }) {
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
export function useEntry(challengeKey: string) {
  const { data: challenge } = useSuspenseQuery(challengeQueryOptions(challengeKey));
  const entry = useQuery(entryQueryOptions(challenge.id));
  return { challenge, entry };
}
