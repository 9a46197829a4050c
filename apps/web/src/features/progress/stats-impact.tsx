/**
 * My Progress › Impact: what the player's play did. Their counts of play (`/stats/resources`,
 * their own open play included: it is their page), their neurons per month (`/stats/{id}/details`)
 * as a chart, and their ideas of closed challenges with the best place each took (the
 * innovator's closed board), linking to the challenges.
 */
import {
  Card,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  StatTile,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { roleBoardQueryOptions } from '../game/queries.js';
import { formatPoints } from './charts-data.js';
import { NeuronsPerPeriodChart } from './charts-figure.js';
import { playerResourcesQueryOptions, scoreDetailsQueryOptions } from './stats-queries.js';
import '../../i18n/progress-stats.en.js';
import './charts.css';

/** The months the Impact page charts. */
export const IMPACT_MONTHS = 12;
/** The closed challenges the page lists (the innovator's board has them all). */
const IDEAS_SHOWN = 10;

/** The queries the Impact page reads, for its route's loader. */
export const impactQueries = (userId: string, handle: string) => ({
  resources: playerResourcesQueryOptions(userId),
  details: scoreDetailsQueryOptions(userId, 'month', IMPACT_MONTHS),
  ideas: roleBoardQueryOptions(handle, 'innovator', 'closed'),
});

export function ImpactSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('progressStats.loading')}>
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}

function ImpactTiles({ userId }: { readonly userId: string }) {
  const { t, i18n } = useTranslation();
  const { data: r } = useSuspenseQuery(playerResourcesQueryOptions(userId));
  const count = (n: number) => formatPoints(n, i18n.language);
  return (
    <div className="progress-tiles">
      <StatTile
        label={t('impact.tiles.challenges')}
        value={count(r.challenges_posted)}
        playerRole="catalyst"
      />
      <StatTile
        label={t('impact.tiles.ideas')}
        value={count(r.ideas_entered)}
        playerRole="innovator"
      />
      <StatTile
        label={t('impact.tiles.firsts')}
        value={count(r.first_places)}
        playerRole="innovator"
      />
      <StatTile
        label={t('impact.tiles.top3')}
        value={count(r.top3_places)}
        playerRole="innovator"
      />
      <StatTile
        label={t('impact.tiles.ratings')}
        value={count(r.ratings_given)}
        playerRole="rater"
      />
      <StatTile
        label={t('impact.tiles.challengesRated')}
        value={count(r.challenges_rated)}
        playerRole="rater"
      />
      <StatTile
        label={t('impact.tiles.mentoring')}
        value={count(r.mentoring_given)}
        playerRole="mentor"
        hint={
          r.mentoring_rating === null
            ? t('impact.tiles.mentoringUnrated')
            : t('impact.tiles.mentoringRating', { rating: count(r.mentoring_rating) })
        }
      />
      <StatTile label={t('impact.tiles.recruits')} value={count(r.recruits)} playerRole="scout" />
    </div>
  );
}

function IdeasAndPlacings({ handle }: { readonly handle: string }) {
  const { t } = useTranslation();
  const board = useQuery(roleBoardQueryOptions(handle, 'innovator', 'closed'));
  const rows = (board.data?.data ?? []).slice(0, IDEAS_SHOWN);
  return (
    <Card>
      <div className="nv-stack" data-gap="sm">
        <h2 className="nv-flush" id="impact-ideas">
          {t('impact.ideas.title')}
        </h2>
        {!board.data ? (
          <ImpactSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState level={3} title={t('impact.ideas.empty')} />
        ) : (
          <>
            <table className="progress-chart-table" aria-labelledby="impact-ideas">
              <thead>
                <tr>
                  <th scope="col">{t('impact.ideas.challenge')}</th>
                  <th scope="col">{t('impact.ideas.ideas')}</th>
                  <th scope="col">{t('impact.ideas.place')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link to="/challenges/$challenge" params={{ challenge: row.slug }}>
                        {row.question_title}
                      </Link>
                    </td>
                    <td>{row.my_ideas}</td>
                    <td>
                      {row.best_rank === null ? t('impact.ideas.unranked') : `#${row.best_rank}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Link
              to="/$platformSlug/my-dashboard/innovator/challenges/closed"
              params={{ platformSlug: handle }}
            >
              {t('impact.ideas.all')}
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}

/** The Impact page of the signed-in player. */
export function ImpactPage({
  userId,
  handle,
}: {
  readonly userId: string;
  readonly handle: string;
}) {
  const { t } = useTranslation();
  const details = useQuery(scoreDetailsQueryOptions(userId, 'month', IMPACT_MONTHS));
  return (
    <section aria-labelledby="page-title" className="progress-page">
      <div className="nv-stack" data-gap="sm">
        <h1 id="page-title" className="nv-flush">
          {t('impact.title')}
        </h1>
        <p className="nv-flush nv-text-muted">{t('impact.lead')}</p>
      </div>
      <ImpactTiles userId={userId} />
      <p className="progress-chart-note">{t('impact.ownNote')}</p>
      <NeuronsPerPeriodChart periods={details.data?.periods} period="month" />
      <IdeasAndPlacings handle={handle} />
    </section>
  );
}
