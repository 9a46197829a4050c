/** The challenge's own rating, 1 to 5 with the spec's words; once per player, not its catalyst. */
import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useMe } from '../session/queries.js';
import { challengeRatingQueryOptions } from './queries.js';
import { RateChallengePart } from './tab-panels.js';
import '../../i18n/challenge-rating.en.js';

export function ChallengeRating({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const viewer = me?.user.id ?? null;
  const { data } = useSuspenseQuery(challengeRatingQueryOptions(challenge.id, viewer));
  const own = me?.user.id === challenge.catalyst.id;
  return (
    <section aria-label={t('challengeRating.title')} className="nv-cluster">
      {data.count > 0 ? (
        <p className="nv-hint nv-flush">
          {t('challengeRating.average', { average: data.average, count: data.count })}
        </p>
      ) : null}
      {!me ? (
        <Link
          to="/accounts/gateway"
          search={{ continue: `/challenges/${challenge.slug}` }}
          className="nv-button"
          data-variant="secondary"
          data-size="sm"
        >
          {t('challengeRating.signIn')}
        </Link>
      ) : own ? null : data.mine ? (
        <p className="nv-flush">
          {t('challengeRating.yours', { label: t(`challengeRating.scale.${data.mine}`) })}
        </p>
      ) : (
        <Suspense fallback={null}>
          <RateChallengePart challengeId={challenge.id} viewer={viewer} />
        </Suspense>
      )}
    </section>
  );
}
