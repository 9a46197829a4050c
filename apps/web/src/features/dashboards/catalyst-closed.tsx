/** The catalyst's closed challenges, each leading to its results. */
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import {
  CatalystListHeader,
  CreateLink,
  ListEmpty,
  listStats,
  useCatalystList,
  usePlatformSlug,
} from './catalyst-lists.js';
import '../../i18n/dashboard-lists.en.js';

export function ClosedList() {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const list = useCatalystList('closed');
  const title = t('dashboardLists.catalyst.closedTitle');
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <CatalystListHeader
        title={title}
        lead={t('dashboardLists.catalyst.closedLead')}
        stats={listStats(list, false)}
      />
      {list.length === 0 ? (
        <ListEmpty
          icon="trophy"
          title={t('dashboardLists.catalyst.noneClosedTitle')}
          text={t('dashboardLists.catalyst.noneClosed')}
          action={<CreateLink />}
        />
      ) : (
        <ul className="nv-grid" aria-label={title}>
          {list.map((item) => (
            <li key={item.id}>
              <ChallengeCard
                title={
                  <Link
                    to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed"
                    params={{ platformSlug, challenge: item.slug }}
                  >
                    {item.question_title}
                  </Link>
                }
                open={false}
                status={item.settled ? t('dashboardLists.settled') : undefined}
                ideas={item.ideas}
              >
                {t('dashboardLists.ratingsCount', { count: item.ratings })}
              </ChallengeCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
