/**
 * The innovator's dashboard: open challenges with my ideas (their content hashes and the
 * mentoring they received, to rate), and closed ones resolved: how each idea fared — place,
 * score, ratings, Top 3 — what I earned there, and the check that each revealed idea matches
 * the hash fixed at entry.
 */
import { ApiError } from '@nervus/api-client';
import type { Challenge, ChallengeResults, Idea } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { MentoringReceived } from '../challenge/mentoring.js';
import {
  challengeQueryOptions,
  ideaQueryOptions,
  ideasQueryOptions,
} from '../challenge/queries.js';
import { useMe } from '../session/queries.js';
import { day } from './catalyst-lists.js';
import { resultsQueryOptions } from './queries.js';
import { HashCheck } from './results.js';
import '../../i18n/challenge.en.js';
import '../../i18n/top3.en.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/dashboards.en.js';
import '../../i18n/game.en.js';

type Params = { platformSlug: string; challenge: string; idea?: string };
const useDashParams = () => useParams({ strict: false }) as Params;

function ChallengeHeader({ challenge, kicker }: { challenge: Challenge; kicker: string }) {
  const { t } = useTranslation();
  return (
    <header>
      <p className="nv-hint">{kicker}</p>
      <h1 id="page-title">{challenge.question_title}</h1>
      <p className="nv-hint">@{challenge.catalyst.handle}</p>
      <p>
        <Link to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
          {t('dashboards.detail.publicPage')}
        </Link>
      </p>
    </header>
  );
}

/** The challenge of the address and every idea in it; the route's loader has asked for both. */
function useChallengeIdeas() {
  const { challenge: key } = useDashParams();
  const challenge = useSuspenseQuery(challengeQueryOptions(key)).data;
  const ideas = useSuspenseQuery(ideasQueryOptions(challenge.id)).data.data;
  return { challenge, mine: ideas.filter((i) => i.mine), ideas };
}

/** An idea of mine while its challenge runs: hidden from others, fixed by its hash. */
function OpenIdeaCard({ idea, link }: { idea: Idea; link: boolean }) {
  const { t } = useTranslation();
  const { platformSlug, challenge } = useDashParams();
  return (
    <li className="app-card">
      {link ? (
        <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>
          <Link
            to="/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge/$idea"
            params={{ platformSlug, challenge, idea: idea.id }}
          >
            {idea.title}
          </Link>
        </h2>
      ) : null}
      <p>{idea.description}</p>
      {idea.purpose ? (
        <p>
          <strong>{t('dashboards.purpose')}</strong> {idea.purpose}
        </p>
      ) : null}
      <p className="nv-hint">{t('dashboards.enteredOn', { date: day(idea.created_at) })}</p>
      {idea.content_hash ? (
        <p className="nv-hint">
          {t('challenge.hash')}{' '}
          <code style={{ overflowWrap: 'anywhere' }}>{idea.content_hash}</code>
        </p>
      ) : null}
      <p className="nv-hint">{t('dashboards.innovator.hashLead')}</p>
      <MentoringReceived idea={idea} level={3} />
    </li>
  );
}

export function InnovatorOpenDetail() {
  const { t } = useTranslation();
  const { challenge, mine } = useChallengeIdeas();
  return (
    <article aria-labelledby="page-title">
      <ChallengeHeader challenge={challenge} kicker={t('dashboards.innovator.openKicker')} />
      <p className="nv-hint">{t('challengeCard.endsOn', { date: day(challenge.duration_end) })}</p>
      <section aria-labelledby="my-ideas">
        <h2 id="my-ideas">{t('challenge.yourIdeas')}</h2>
        {mine.length === 0 ? <p>{t('challenge.noIdeasYet')}</p> : null}
        <ul
          className="app-stack"
          style={{ listStyle: 'none', padding: 0 }}
          aria-label={t('challenge.yourIdeas')}
        >
          {mine.map((idea) => (
            <OpenIdeaCard key={idea.id} idea={idea} link />
          ))}
        </ul>
      </section>
    </article>
  );
}

export function InnovatorOpenIdea() {
  const { t } = useTranslation();
  const { idea: ideaId = '', platformSlug, challenge: key } = useDashParams();
  const idea = useSuspenseQuery(ideaQueryOptions(ideaId));
  return (
    <article aria-labelledby="page-title">
      <p>
        <Link
          to="/$platformSlug/my-dashboard/innovator/challenges/open/detail/$challenge"
          params={{ platformSlug, challenge: key }}
        >
          {t('dashboards.innovator.backToChallenge')}
        </Link>
      </p>
      <h1 id="page-title">{idea.data.title}</h1>
      <ul style={{ listStyle: 'none', padding: 0 }} aria-label={t('challenge.yourIdeas')}>
        <OpenIdeaCard idea={idea.data} link={false} />
      </ul>
    </article>
  );
}

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
    <li className="app-card">
      {link ? (
        <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>
          <Link
            to="/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge/$idea"
            params={{ platformSlug, challenge, idea: idea.id }}
          >
            {idea.title}
          </Link>
        </h2>
      ) : null}
      <dl>
        <dt>{t('dashboards.col.place')}</dt>
        <dd>{idea.rank ? `#${idea.rank}` : t('dashboards.results.unrankedWhy')}</dd>
        <dt>{t('dashboards.col.score')}</dt>
        <dd>{idea.score ?? '—'}</dd>
        <dt>{t('dashboards.col.ratings')}</dt>
        <dd>{idea.rating_count ?? 0}</dd>
        <dt>{t('top3.current')}</dt>
        <dd>
          {slot
            ? t('dashboards.innovator.inTop3', {
                position: slot.position,
                source:
                  slot.source === 'catalyst'
                    ? t('dashboards.results.catalystPick')
                    : t('top3.crowd'),
              })
            : t('dashboards.innovator.notInTop3')}
        </dd>
      </dl>
      <p>{idea.description}</p>
      <HashCheck idea={idea} />
    </li>
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
    <p>{t('dashboards.closed.pending')}</p>
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
  return (
    <article aria-labelledby="page-title">
      <ChallengeHeader challenge={challenge} kicker={t('dashboards.innovator.resolveKicker')} />
      {results.isError ? <Pending error={results.error} /> : null}
      {results.data ? (
        <section aria-labelledby="my-earnings">
          <h2 id="my-earnings">{t('dashboards.innovator.earned')}</h2>
          {neurons.length === 0 ? <p>{t('dashboards.innovator.noNeurons')}</p> : null}
          <ul>
            {neurons.map((n) => (
              <li key={n.role}>
                {t('dashboards.innovator.neuronsAs', { count: n.points, role: n.role })}
              </li>
            ))}
            {won.map((p) => (
              <li key={p.rank}>
                {t('dashboards.innovator.prizeWon', { amount: formatCents(p.cents), rank: p.rank })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.data ? (
        <section aria-labelledby="my-ideas">
          <h2 id="my-ideas">{t('dashboards.innovator.howTheyFared')}</h2>
          {mine.length === 0 ? <p>{t('dashboards.innovator.noIdeasHere')}</p> : null}
          <ul style={{ listStyle: 'none', padding: 0 }} aria-label={t('challenge.yourIdeas')}>
            {mine.map((idea) => (
              <ResolvedIdeaCard key={idea.id} idea={idea} results={results.data} link />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function ResolveIdea() {
  const { t } = useTranslation();
  const { idea: ideaId, platformSlug, challenge: key } = useDashParams();
  const { challenge, ideas, results } = useResolved();
  if (results.isError) return <Pending error={results.error} />;
  const idea = ideas.find((i) => i.id === ideaId);
  return (
    <article aria-labelledby="page-title">
      <p>
        <Link
          to="/$platformSlug/my-dashboard/innovator/challenges/resolve/$challenge"
          params={{ platformSlug, challenge: key }}
        >
          {t('dashboards.innovator.backToChallenge')}
        </Link>
      </p>
      <h1 id="page-title">{idea?.title ?? challenge.question_title}</h1>
      {!idea ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('dashboards.detail.noSuchIdea')}
        </p>
      ) : null}
      {idea && results.data ? (
        <>
          <ul style={{ listStyle: 'none', padding: 0 }} aria-label={t('challenge.yourIdeas')}>
            <ResolvedIdeaCard idea={idea} results={results.data} link={false} />
          </ul>
          <MentoringReceived idea={idea} level={2} />
        </>
      ) : null}
    </article>
  );
}
