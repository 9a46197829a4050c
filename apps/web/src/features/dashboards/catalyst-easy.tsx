/** The catalyst's open challenges in easy mode: a card each, with its ideas and ratings. */
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import {
  CatalystListHeader,
  CreateLink,
  DetailLink,
  ListEmpty,
  listStats,
  ModeSwitch,
  useCatalystList,
} from './catalyst-lists.js';
import { day } from './dates.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/dashboard-lists.en.js';

export function EasyModeList() {
  const { t } = useTranslation();
  const list = useCatalystList('open');
  const title = t('dashboardLists.catalyst.openTitle');
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <CatalystListHeader
        title={title}
        lead={t('dashboardLists.catalyst.openLead')}
        actions={
          <>
            <ModeSwitch current="easy-mode" />
            {list.length > 0 ? <CreateLink /> : null}
          </>
        }
        stats={listStats(list, true)}
      />
      {list.length === 0 ? (
        <ListEmpty
          icon="flag"
          title={t('dashboardLists.catalyst.noneOpenTitle')}
          text={t('dashboardLists.catalyst.noneOpen')}
          action={<CreateLink />}
        />
      ) : (
        <ul className="nv-grid" aria-label={title}>
          {list.map((item) => (
            <li key={item.id}>
              <ChallengeCard
                title={<DetailLink item={item} mode="easy-mode" />}
                open
                status={t('challengeCard.endsOn', { date: day(item.duration_end) })}
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
