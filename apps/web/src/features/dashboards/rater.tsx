/** The rater's challenges in play: open ones rated in, with how many ideas remain to rate. */
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { DashTable } from './dash-parts.js';
import { DashHeader, DashIcon, LinkButton } from './dash-ui.js';
import { day } from './dates.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/dashboard-player.en.js';

export function RaterMyChallenges() {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'rater', 'mine')).data.data;
  const title = t('dashboardPlayer.rater.myTitle');
  const caption = t('dashboardPlayer.rater.caption');
  const find = (
    <LinkButton to="/$platformSlug/my-dashboard/rater/open-challenges" params={{ platformSlug }}>
      {t('dashboardPlayer.rater.findSome')}
    </LinkButton>
  );
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <DashHeader
        playerRole="rater"
        title={title}
        lead={t('dashboardPlayer.rater.myLead')}
        stats={[
          { label: t('dashboardPlayer.stat.challenges'), value: list.length, icon: 'flag' },
          {
            label: t('dashboardPlayer.stat.rated'),
            value: list.reduce((sum, item) => sum + item.my_ratings, 0),
            icon: 'star',
          },
          {
            label: t('dashboardPlayer.stat.toRate'),
            value: list.reduce((sum, item) => sum + item.to_rate, 0),
            icon: 'clock',
          },
        ]}
      />
      {list.length === 0 ? (
        <Card>
          <EmptyState
            icon={<DashIcon name="star" />}
            title={t('dashboardPlayer.rater.noneMineTitle')}
            action={find}
          >
            {t('dashboardPlayer.rater.noneMine')}
          </EmptyState>
        </Card>
      ) : (
        <DashTable label={caption}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboardPlayer.col.challenge')}</th>
              <th scope="col">{t('dashboardPlayer.col.ends')}</th>
              <th scope="col">{t('dashboardPlayer.col.rated')}</th>
              <th scope="col">{t('dashboardPlayer.col.toRate')}</th>
              <th scope="col">{t('dashboardPlayer.col.next')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to="/challenges/$challenge" params={{ challenge: item.slug }}>
                    {item.question_title}
                  </Link>
                </th>
                <td>{day(item.duration_end)}</td>
                <td>{item.my_ratings}</td>
                <td>{item.to_rate}</td>
                <td>
                  {item.to_rate > 0 ? (
                    <LinkButton
                      size="sm"
                      variant="secondary"
                      to="/challenges/$challenge/rate"
                      params={{ challenge: item.slug }}
                      aria-label={t('dashboardPlayer.rater.keepRatingIn', {
                        title: item.question_title,
                      })}
                    >
                      {t('dashboardPlayer.rater.keepRating')}
                    </LinkButton>
                  ) : (
                    t('dashboardPlayer.rater.allRated')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DashTable>
      )}
    </section>
  );
}
