/** The innovator's open and closed challenges on the dashboard: the lists, apart from the pages. */
import { Card, ChallengeCard, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { DashHeader, DashIcon, LinkButton } from './dash-ui.js';
import { day } from './dates.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/dashboard-player.en.js';

export function innovatorList(state: 'open' | 'closed') {
  return function InnovatorList() {
    const { t } = useTranslation();
    const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
    const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'innovator', state)).data;
    const open = state === 'open';
    const title = open
      ? t('dashboardPlayer.innovator.openTitle')
      : t('dashboardPlayer.innovator.closedTitle');
    const ranks = list.data.flatMap((item) => (item.best_rank !== null ? [item.best_rank] : []));
    const find = <LinkButton to="/">{t('dashboardPlayer.findChallenge')}</LinkButton>;
    return (
      <section aria-labelledby="page-title" className="dash-page">
        <DashHeader
          playerRole="innovator"
          title={title}
          lead={
            open
              ? t('dashboardPlayer.innovator.openLead')
              : t('dashboardPlayer.innovator.closedLead')
          }
          actions={
            list.data.length > 0 ? (
              <LinkButton to="/" variant="secondary">
                {t('dashboardPlayer.findChallenge')}
              </LinkButton>
            ) : null
          }
          stats={[
            { label: t('dashboardPlayer.stat.challenges'), value: list.data.length, icon: 'flag' },
            {
              label: t('dashboardPlayer.stat.myIdeas'),
              value: list.data.reduce((sum, item) => sum + item.my_ideas, 0),
              icon: 'ideas',
            },
            ...(open
              ? []
              : [
                  {
                    label: t('dashboardPlayer.stat.bestPlace'),
                    value: ranks.length > 0 ? `#${Math.min(...ranks)}` : '—',
                    icon: 'trophy' as const,
                  },
                ]),
          ]}
        />
        {list.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={<DashIcon name="ideas" />}
              title={t('dashboardPlayer.innovator.emptyTitle')}
              action={find}
            >
              {t('dashboardPlayer.innovator.empty')}
            </EmptyState>
          </Card>
        ) : (
          <ul className="nv-grid" aria-label={title}>
            {list.data.map((item) => (
              <li key={item.id}>
                <ChallengeCard
                  title={
                    open ? (
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
                  open={open}
                  status={
                    open
                      ? t('challengeCard.endsOn', { date: day(item.duration_end) })
                      : t('dashboardPlayer.settled')
                  }
                >
                  {t('dashboardPlayer.innovator.myIdeas', { count: item.my_ideas })}
                  {item.best_rank !== null
                    ? ` · ${t('dashboardPlayer.innovator.bestRank', { rank: item.best_rank })}`
                    : null}
                </ChallengeCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };
}
