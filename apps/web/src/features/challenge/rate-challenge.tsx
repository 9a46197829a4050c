/**
 * The stars a signed-in player rates the challenge with, and their write: a part of its own
 * (`RateChallengePart`), loaded by the page's loader only for a player who may still rate it, so
 * a visitor, the catalyst and a player who already rated load none of it.
 */
import { Rating, useToast, useTranslation } from '@nervus/ui-kit';
import { useRateChallenge } from './challenge-rating-mutation.js';
import '../../i18n/challenge-rating.en.js';

export function RateChallenge({
  challengeId,
  viewer,
}: {
  challengeId: string;
  viewer: string | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const rate = useRateChallenge(challengeId, viewer);
  return (
    <>
      {/* The words the stars' group is named by, for the eye (the group says them itself). */}
      <span className="nv-hint" aria-hidden="true">
        {t('challengeRating.rate')}
      </span>
      <Rating
        value={0}
        label={t('challengeRating.rate')}
        onChange={(stars) => {
          if (stars > 0 && !rate.isPending)
            rate.mutate(stars, { onError: (error) => toast.show(error.message, 'danger') });
        }}
      />
    </>
  );
}
