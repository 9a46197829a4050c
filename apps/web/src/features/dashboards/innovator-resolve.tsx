/**
 * The innovator's closed challenge on the dashboard, resolved: how each of my ideas fared
 * (place, score, ratings, Top 3), what I earned there, and the check that each revealed idea
 * matches the hash fixed at entry.
 */
import { ApiError } from '@nervus/api-client';
import type { ChallengeResults, Idea } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { Badge, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { IdeaMedals } from '../medals/idea-medals.js';
import { useMe } from '../session/queries.js';
import { DashCard, DashSection } from './dash-parts.js';
import { DashHeader } from './dash-ui.js';
import { HashCheck } from './hash-check.js';
import { BackLink, ChallengeHeader, useChallengeIdeas, useDashParams } from './innovator-parts.js';
import { resultsQueryOptions } from './results-queries.js';
import '../../i18n/dashboard-results.en.js';

const MentoringReceived = lazyPart(() =>
  import('../challenge/mentoring.js').then((m) => m.MentoringReceived),
);

/** How one of my ideas fared once the challenge was settled. */
function ResolvedIdeaCard({
  idea,
  results,
  link,
}: {
  idea: Idea;
  results: ChallengeResults;
  link: boolean;
}) {
  const { t } = useTranslation();
  const { platformSlug, challenge } = useDashParams();
  const slot = results.top3.find((s) => s.idea_id === idea.id);
  return (
    <DashCard>
      {link ? (
        <h3>
          <Link
            to="/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge/$idea"
            params={{ platformSlug, challenge, idea: idea.id }}
          >
            {idea.title}
          </Link>
        </h3>
      ) : null}
      {slot ? (
        <p className="nv-flush">
          <Badge tone="success">
            {t('dashboardResults.innovator.inTop3', {
              position: slot.position,
              source:
                slot.source === 'catalyst'
                  ? t('dashboardResults.results.catalystPick')
                  : t('dashboardResults.crowd'),
            })}
          </Badge>
        </p>
      ) : null}
      <dl className="dash-facts">
        <div>
          <dt>{t('dashboardResults.col.place')}</dt>
          <dd>{idea.rank ? `#${idea.rank}` : t('dashboardResults.results.unrankedWhy')}</dd>
        </div>
        <div>
          <dt>{t('dashboardResults.col.score')}</dt>
          <dd>{idea.score ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('dashboardResults.col.ratings')}</dt>
          <dd>{idea.rating_count ?? 0}</dd>
        </div>
        <div>
          <dt>{t('dashboardResults.top3')}</dt>
          <dd>
            {slot
              ? t('dashboardResults.innovator.inTop3', {
                  position: slot.position,
                  source:
                    slot.source === 'catalyst'
                      ? t('dashboardResults.results.catalystPick')
                      : t('dashboardResults.crowd'),
                })
              : t('dashboardResults.innovator.notInTop3')}
          </dd>
        </div>
      </dl>
      <p className="nv-prewrap">{idea.description}</p>
      <HashCheck idea={idea} />
    </DashCard>
  );
}

/**
 * Results wait for the settlement (409 until then), a state the page tells rather than an
 * error: they stay a plain query, which the route's loader has prefetched.
 */
function useResolved() {
  const { challenge, mine, ideas } = useChallengeIdeas();
  const results = useQuery(resultsQueryOptions(challenge.id));
  return { challenge, mine, ideas, results };
}

function Pending({ error }: { error: Error }) {
  const { t } = useTranslation();
  return error instanceof ApiError && error.status === 409 ? (
    <p className="nv-alert">{t('dashboardResults.closed.pending')}</p>
  ) : (
    <p role="alert" className="nv-alert" data-tone="danger">
      {error.message}
    </p>
  );
}

export function ResolveChallenge() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { challenge, mine, results } = useResolved();
  const won = results.data?.prize.payouts.filter((p) => p.user.id === me?.user.id) ?? [];
  const neurons = results.data?.my_neurons ?? [];
  const places = mine.flatMap((idea) => (idea.rank ? [idea.rank] : []));
  return (
    <article aria-labelledby="page-title" className="dash-page">
      <ChallengeHeader
        challenge={challenge}
        kicker={t('dashboardResults.innovator.resolveKicker')}
        stats={[
          { label: t('dashboardResults.stat.myIdeas'), value: mine.length, icon: 'ideas' },
          {
            label: t('dashboardResults.col.place'),
            value: places.length > 0 ? `#${Math.min(...places)}` : '—',
            icon: 'trophy',
          },
          ...(results.data
            ? [
                {
                  label: t('dashboardResults.stat.neurons'),
                  value: neurons.reduce((sum, n) => sum + n.points, 0),
                  icon: 'award' as const,
                },
              ]
            : []),
          ...(won.length > 0
            ? [
                {
                  label: t('dashboardResults.stat.won'),
                  value: formatCents(won.reduce((sum, p) => sum + p.cents, 0)),
                  icon: 'trophy' as const,
                },
              ]
            : []),
        ]}
      />
      {results.isError ? <Pending error={results.error} /> : null}
      {results.data ? (
        <DashSection id="my-earnings" title={t('dashboardResults.innovator.earned')} icon="award">
          {neurons.length === 0 && won.length === 0 ? (
            <p>{t('dashboardResults.innovator.noNeurons')}</p>
          ) : (
            <ul className="nv-list-plain nv-cluster">
              {neurons.map((n) => (
                <li key={n.role}>
                  <Badge tone="brand">
                    {t('dashboardResults.innovator.neuronsAs', { count: n.points, role: n.role })}
                  </Badge>
                </li>
              ))}
              {won.map((p) => (
                <li key={p.rank}>
                  <Badge tone="success">
                    {t('dashboardResults.innovator.prizeWon', {
                      amount: formatCents(p.cents),
                      rank: p.rank,
                    })}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </DashSection>
      ) : null}
      {results.data ? (
        <DashSection
          id="my-ideas"
          title={t('dashboardResults.innovator.howTheyFared')}
          icon="ideas"
          card={false}
        >
          {mine.length === 0 ? <p>{t('dashboardResults.innovator.noIdeasHere')}</p> : null}
          <ul className="nv-grid" data-columns="1" aria-label={t('dashboardResults.yourIdeas')}>
            {mine.map((idea) => (
              <ResolvedIdeaCard key={idea.id} idea={idea} results={results.data} link />
            ))}
          </ul>
        </DashSection>
      ) : null}
    </article>
  );
}

export function ResolveIdea() {
  const { t } = useTranslation();
  const { idea: ideaId } = useDashParams();
  const { challenge, ideas, results } = useResolved();
  if (results.isError) return <Pending error={results.error} />;
  const idea = ideas.find((i) => i.id === ideaId);
  return (
    <article aria-labelledby="page-title" className="dash-page">
      <BackLink to="resolve" />
      <DashHeader
        playerRole="innovator"
        kicker={t('dashboardResults.innovator.resolveKicker')}
        title={idea?.title ?? challenge.question_title}
      />
      {!idea ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('dashboardResults.noSuchIdea')}
        </p>
      ) : null}
      {idea && results.data ? (
        <>
          <ul className="nv-list-plain" aria-label={t('dashboardResults.yourIdeas')}>
            <ResolvedIdeaCard idea={idea} results={results.data} link={false} />
          </ul>
          <IdeaMedals ideaId={idea.id} />
          <Suspense fallback={null}>
            <MentoringReceived idea={idea} level={2} />
          </Suspense>
        </>
      ) : null}
    </article>
  );
}
