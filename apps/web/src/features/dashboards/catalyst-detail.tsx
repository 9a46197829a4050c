/**
 * One of the catalyst's open challenges on the dashboard: the guard that sends a closed one to
 * its results, a summary with the game's numbers and the anonymous ideas. The Top 3 picker
 * (`catalyst-overview.tsx`) and the mentoring (`catalyst-mentoring.tsx`) are modules of their
 * own, so that each sub-page loads only its own tools.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import {
  catalystIdeasQueryOptions,
  challengeQueryOptions,
  ideaFeedbacksQueryOptions,
} from '../challenge/queries.js';
import { day } from './catalyst-lists.js';
import type { CatalystMode } from './catalyst-mode.js';
import { useOwnerOnly } from './owner-only.js';
import { dashboardQueryOptions } from './queries.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/top3.en.js';
import '../../i18n/dashboards.en.js';

type DetailParams = { platformSlug: string; challenge: string };

// The phase tests read the closed rule here, beside the page that shows it.

export function useDetailParams(): DetailParams {
  return useParams({ strict: false }) as DetailParams;
}

/** The sub-pages of a challenge detail, in the mode the catalyst is in. */
function SubNav({ mode, slug }: { mode: CatalystMode; slug: string }) {
  const { t } = useTranslation();
  const { platformSlug } = useDetailParams();
  const params = { platformSlug, challenge: slug };
  const current = { 'aria-current': 'page' } as const;
  const base = `/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge` as const;
  const links = (
    <>
      <li>
        <Link to={base} params={params} activeOptions={{ exact: true }} activeProps={current}>
          {t('dashboards.detail.overview')}
        </Link>
      </li>
      <li>
        <Link to={`${base}/ideas`} params={params} activeProps={current}>
          {t('dashboards.detail.ideas')}
        </Link>
      </li>
      <li>
        <Link to={`${base}/mentoring`} params={params} activeProps={current}>
          {t('dashboards.detail.mentoring')}
        </Link>
      </li>
      <li>
        <Link to={`${base}/edit`} params={params} activeProps={current}>
          {t('dashboards.detail.edit')}
        </Link>
      </li>
    </>
  );
  return (
    <nav aria-label={t('dashboards.detail.sections')}>
      <ul className="app-actions" style={{ listStyle: 'none', padding: 0 }}>
        {links}
      </ul>
    </nav>
  );
}

/**
 * Loads what the catalyst's ideas and mentoring pages show: the challenge (the detail's guard has
 * fetched it), its anonymous ideas and, with `feedbacks`, the catalyst's mentoring on each.
 */
export async function loadCatalystIdeas(
  client: QueryClient,
  key: string,
  feedbacks?: 'all' | { idea: string },
): Promise<void> {
  const challenge = await client.ensureQueryData(challengeQueryOptions(key));
  const ideas = await client.ensureQueryData(catalystIdeasQueryOptions(challenge.id));
  // One idea's mentoring only when it is one of the challenge's: the page says "no such idea".
  const wanted = feedbacks === 'all' ? ideas : ideas.filter((idea) => idea.id === feedbacks?.idea);
  await Promise.all(
    wanted.map((idea) => client.ensureQueryData(ideaFeedbacksQueryOptions(idea.id))),
  );
}

/** The open challenge of the address, which the detail's guard has fetched. */
export function useDetailChallenge(): Challenge {
  const { challenge: key } = useDetailParams();
  return useSuspenseQuery(challengeQueryOptions(key)).data;
}

/** The detail's frame: the summary and sub-navigation, then the overview or a sub-page. */
export function catalystDetail(mode: CatalystMode) {
  return function CatalystDetail() {
    const { t } = useTranslation();
    const { platformSlug } = useDetailParams();
    const c = useDetailChallenge();
    const list = useSuspenseQuery(dashboardQueryOptions(platformSlug, 'catalyst', 'open')).data;
    const leave = useOwnerOnly(c, 'open');
    if (leave) return <p>{t('notices.loading')}</p>;
    const item = list.data.find((i) => i.id === c.id);
    return (
      <article aria-labelledby="page-title">
        <header>
          <p className="nv-hint">{t('dashboards.detail.kicker')}</p>
          <h1 id="page-title">{c.question_title}</h1>
          <p className="nv-hint">
            {t('challengeCard.endsOn', { date: day(c.duration_end) })}
            {item ? (
              <>
                {' · '}
                {t('challengeCard.ideaCount', { count: item.ideas })}
                {' · '}
                {t('dashboards.ratingsCount', { count: item.ratings })}
                {' · '}
                {t('dashboards.mentoringCount', { count: item.mentoring })}
                {item.challenge_rating !== null
                  ? ` · ${t('dashboards.challengeRating', { rating: item.challenge_rating })}`
                  : null}
              </>
            ) : null}
          </p>
          <p>
            <Link to="/challenges/$challenge" params={{ challenge: c.slug }}>
              {t('dashboards.detail.publicPage')}
            </Link>
          </p>
        </header>
        <SubNav mode={mode} slug={c.slug} />
        <Outlet />
      </article>
    );
  };
}

/** The open challenge of the address and its anonymous ideas (the route's loader has both). */
export function useCatalystIdeas() {
  const challenge = useDetailChallenge();
  const ideas = useSuspenseQuery(catalystIdeasQueryOptions(challenge.id)).data;
  return { challenge, ideas };
}

export function MentorLink({ mode, slug, idea }: { mode: CatalystMode; slug: string; idea: Idea }) {
  const { t } = useTranslation();
  const { platformSlug } = useDetailParams();
  const params = { platformSlug, challenge: slug, idea: idea.id };
  const label = t('dashboards.detail.mentorIdea', { title: idea.title });
  return (
    <Link
      to={`/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge/mentoring/$idea`}
      params={params}
    >
      {label}
    </Link>
  );
}

/** The challenge's ideas as the catalyst sees them while it runs: without their authors. */
export function catalystIdeas(mode: CatalystMode) {
  return function CatalystIdeas() {
    const { t } = useTranslation();
    const { challenge, ideas } = useCatalystIdeas();
    return (
      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title">{t('dashboards.detail.ideasTitle')}</h2>
        <p className="nv-hint">{t('dashboards.detail.ideasLead')}</p>
        {ideas.length === 0 ? <p>{t('top3.none')}</p> : null}
        <ul className="app-grid" aria-label={t('dashboards.detail.ideasTitle')}>
          {ideas.map((idea) => (
            <li key={idea.id} className="app-card">
              <h3 style={{ marginTop: 0 }}>{idea.title}</h3>
              <p>{idea.description}</p>
              {idea.purpose ? (
                <p>
                  <strong>{t('dashboards.purpose')}</strong> {idea.purpose}
                </p>
              ) : null}
              {/* A hidden idea's entry time is not shown (decision 10): only the catalyst's own. */}
              {idea.mine ? (
                <p className="nv-hint">
                  {t('dashboards.enteredOn', { date: day(idea.created_at) })}
                </p>
              ) : null}
              <MentorLink mode={mode} slug={challenge.slug} idea={idea} />
            </li>
          ))}
        </ul>
      </section>
    );
  };
}
