import type { Challenge } from '@nervus/contracts';
import { Skeleton, SkeletonGroup, StatTile, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { participantsQueryOptions } from '../challenge/queries.js';
import '../../i18n/presentation.en.js';

/** The counts the participants call gives anyone, open or closed: never who, never an idea. */
export function Counts({ c }: { c: Challenge }) {
  const { t } = useTranslation();
  const { data } = useQuery(participantsQueryOptions(c.id));
  if (!data)
    return (
      <SkeletonGroup label={t('presentation.loading')}>
        <Skeleton lines={2} />
      </SkeletonGroup>
    );
  return (
    <ul className="nv-grid nv-list-plain">
      <li>
        <StatTile label={t('presentation.innovators')} value={data.innovators} />
      </li>
      <li>
        <StatTile label={t('presentation.raters')} value={data.raters} />
      </li>
      <li>
        <StatTile label={t('presentation.mentors')} value={data.mentors} />
      </li>
    </ul>
  );
}
