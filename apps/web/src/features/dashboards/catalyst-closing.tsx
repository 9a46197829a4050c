/** The catalyst's open challenges that end within a week, soonest first. */
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import {
  CatalystListHeader,
  DetailLink,
  ListEmpty,
  listStats,
  useCatalystList,
} from './catalyst-lists.js';
import { readCatalystMode } from './catalyst-mode.js';
import { daysLeft } from './dates.js';
import '../../i18n/dashboard-lists.en.js';

export function ClosingList() {
  const { t } = useTranslation();
  const list = useCatalystList('closing');
  const mode = readCatalystMode();
  const now = Date.now();
  const title = t('dashboardLists.catalyst.closingTitle');
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <CatalystListHeader
        title={title}
        lead={t('dashboardLists.catalyst.closingLead')}
        stats={listStats(list, true)}
      />
      {list.length === 0 ? (
        <ListEmpty
          icon="clock"
          title={t('dashboardLists.catalyst.noneClosingTitle')}
          text={t('dashboardLists.catalyst.noneClosing')}
        />
      ) : (
        <ul className="nv-grid" aria-label={title}>
          {list.map((item) => (
            <li key={item.id}>
              <ChallengeCard
                title={<DetailLink item={item} mode={mode} />}
                open
                status={t('dashboardLists.catalyst.endsIn', {
                  count: daysLeft(item.duration_end, now),
                })}
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
