/**
 * The medals a settled idea earned (its Top 3 place, the win, the catalyst's pick), for its
 * closed challenge's pages. Nothing while they load, when there are none or when the idea's
 * challenge has not settled (the server answers 404 then, as for an unknown idea).
 */
import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { AwardedMedalItem } from './medal-badge.js';
import { ideaAwardsQueryOptions } from './queries.js';
import '../../i18n/medals.en.js';

export function IdeaMedals({ ideaId, level = 2 }: { ideaId: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...ideaAwardsQueryOptions(ideaId), retry: false });
  if (!data || data.length === 0) return null;
  const Heading = `h${level}` as const;
  const id = `idea-medals-${ideaId}`;
  return (
    <section aria-labelledby={id} className="nv-stack" data-gap="sm">
      <Heading id={id} className="nv-flush">
        {t('medals.ideaHeading')}
      </Heading>
      <ul className="app-medal-list" aria-labelledby={id}>
        {data.map((award) => (
          <AwardedMedalItem key={award.award_id} award={award} headingLevel={level === 2 ? 3 : 4} />
        ))}
      </ul>
    </section>
  );
}
