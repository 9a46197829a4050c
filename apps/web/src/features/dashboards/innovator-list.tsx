/** The innovator's open and closed challenges on the dashboard: the lists, apart from the pages. */
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { day } from './catalyst-lists.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/dashboards.en.js';
import '../../i18n/game.en.js';

export function innovatorList(state: 'open' | 'closed') {
  return function InnovatorList() {
    const { t } = useTranslation();
    const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
    const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'innovator', state)).data;
    const title =
      state === 'open'
        ? t('dashboards.innovator.openTitle')
        : t('dashboards.innovator.closedTitle');
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {list.data.length === 0 ? <p>{t('boards.empty.innovator')}</p> : null}
        <ul className="app-grid" aria-label={title}>
          {list.data.map((item) => (
            <li key={item.id}>
              <ChallengeCard
                title={
                  state === 'open' ? (
                    <Link
                      to="/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge"
                      params={{ platformSlug, challenge: item.slug }}
                    >
                      {item.question_title}
                    </Link>
                  ) : (
                    <Link
                      to="/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge"
                      params={{ platformSlug, challenge: item.slug }}
                    >
                      {item.question_title}
                    </Link>
                  )
                }
                open={state === 'open'}
                status={
                  state === 'open'
                    ? t('challengeCard.endsOn', { date: day(item.duration_end) })
                    : t('boards.settled')
                }
              >
                {t('boards.myIdeas', { count: item.my_ideas })}
                {item.best_rank !== null
                  ? ` · ${t('boards.bestRank', { rank: item.best_rank })}`
                  : null}
              </ChallengeCard>
            </li>
          ))}
        </ul>
      </section>
    );
  };
}
