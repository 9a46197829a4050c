/** The challenge's own rating, 1 to 5 with the spec's words; once per player, not its catalyst. */
import type { Challenge } from '@nervus/contracts';
import { Rating, useToast, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMe } from '../session/queries.js';
import { useRateChallenge } from './challenge-rating-mutation.js';
import { challengeRatingQueryOptions } from './queries.js';
import '../../i18n/challenge-rating.en.js';

export function ChallengeRating({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: me } = useMe();
  const viewer = me?.user.id ?? null;
  const { data } = useSuspenseQuery(challengeRatingQueryOptions(challenge.id, viewer));
  const rate = useRateChallenge(challenge.id, viewer);
  const own = me?.user.id === challenge.catalyst.id;
  return (
    <section aria-label={t('challengeRating.title')}>
      {data.count > 0 ? (
        <p className="nv-hint">
          {t('challengeRating.average', { average: data.average, count: data.count })}
        </p>
      ) : null}
      {!me ? (
        <Link to="/accounts/gateway" search={{ continue: `/challenges/${challenge.slug}` }}>
          {t('challengeRating.signIn')}
        </Link>
      ) : own ? null : data.mine ? (
        <p>{t('challengeRating.yours', { label: t(`challengeRating.scale.${data.mine}`) })}</p>
      ) : (
        <Rating
          value={0}
          label={t('challengeRating.rate')}
          onChange={(stars) => {
            if (stars > 0 && !rate.isPending)
              rate.mutate(stars, { onError: (error) => toast.show(error.message, 'danger') });
          }}
        />
      )}
    </section>
  );
}
