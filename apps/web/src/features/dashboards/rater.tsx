/** The rater's challenges in play: open ones rated in, with how many ideas remain to rate. */

import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { day } from './catalyst-lists.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/dashboards.en.js';

export function RaterMyChallenges() {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'rater', 'mine'));
  const title = t('dashboards.rater.myTitle');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {list.data.data.length === 0 ? (
        <p>
          {t('dashboards.rater.noneMine')}{' '}
          <Link to="/$platformSlug/my-dashboard/rater/open-challenges" params={{ platformSlug }}>
            {t('dashboards.rater.findSome')}
          </Link>
        </p>
      ) : null}
      {list.data.data.length > 0 ? (
        <table>
          <caption className="nv-hint">{t('dashboards.rater.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboards.col.challenge')}</th>
              <th scope="col">{t('dashboards.col.ends')}</th>
              <th scope="col">{t('dashboards.col.rated')}</th>
              <th scope="col">{t('dashboards.col.toRate')}</th>
              <th scope="col">{t('dashboards.col.next')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((item) => (
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
                    <Link
                      to="/challenges/$challenge/rate"
                      params={{ challenge: item.slug }}
                      aria-label={t('dashboards.rater.keepRatingIn', {
                        title: item.question_title,
                      })}
                    >
                      {t('dashboards.rater.keepRating')}
                    </Link>
                  ) : (
                    t('dashboards.rater.allRated')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
