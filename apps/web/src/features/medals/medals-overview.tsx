/**
 * A player's medals: those earned, newest first, then the rest of the catalogue with the
 * player's way to each. The same for the public page and the dashboard's Awards & Badges; the
 * server decides what the viewer may know (their own medals at once, others' hidden play from
 * the close).
 */
import { EmptyState, Skeleton, SkeletonGroup, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AwardedMedalItem, MedalProgressItem } from './medal-badge.js';
import { medalsMetaQueryOptions, playerMedalsQueryOptions } from './queries.js';
import '../../i18n/medals.en.js';

export interface MedalsOverviewProps {
  readonly userId: string;
  readonly handle: string;
  /** The signed-in viewer's id, null for visitors. */
  readonly viewer: string | null;
  /** The level of the sections' headings: 2 under the page's title, 3 inside a titled card. */
  readonly headingLevel?: 2 | 3;
}

export function MedalsOverview({ userId, handle, viewer, headingLevel = 2 }: MedalsOverviewProps) {
  const Heading = `h${headingLevel}` as const;
  const itemLevel = headingLevel === 2 ? 3 : 4;
  const { t } = useTranslation();
  const own = viewer === userId;
  const { data: awarded } = useSuspenseQuery(playerMedalsQueryOptions(userId, viewer));
  const { data: meta } = useSuspenseQuery(medalsMetaQueryOptions(userId, viewer));
  const ahead = meta.filter((m) => !m.earned);
  return (
    <div className="nv-stack" data-gap="lg">
      <section aria-labelledby="medals-earned" className="nv-stack">
        <Heading id="medals-earned" className="nv-flush">
          {t('medals.earnedHeading')}{' '}
          <span className="nv-text-muted">
            ({t('medals.earnedCount', { count: awarded.meta.total })})
          </span>
        </Heading>
        {awarded.data.length === 0 ? (
          <EmptyState
            level={itemLevel}
            title={own ? t('medals.noneOwn') : t('medals.noneOther', { handle })}
          />
        ) : (
          <ul className="app-medal-list" aria-label={t('medals.earnedList')}>
            {awarded.data.map((award) => (
              <AwardedMedalItem key={award.award_id} award={award} headingLevel={itemLevel} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="medals-progress" className="nv-stack">
        <Heading id="medals-progress" className="nv-flush">
          {t('medals.progressHeading')}
        </Heading>
        {ahead.length === 0 ? (
          <p>{t('medals.allEarned')}</p>
        ) : (
          <ul className="app-medal-list" aria-label={t('medals.progressList')}>
            {ahead.map((medal) => (
              <MedalProgressItem key={medal.id} medal={medal} headingLevel={itemLevel} />
            ))}
          </ul>
        )}
        {own ? null : <p className="nv-text-muted">{t('medals.hiddenNote')}</p>}
      </section>
    </div>
  );
}

/** The overview's skeleton, while the medals load. */
export function MedalsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('medals.loading')}>
      <Skeleton width="30%" />
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}
