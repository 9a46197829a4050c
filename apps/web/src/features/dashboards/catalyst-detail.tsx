/**
 * One of the catalyst's open challenges on the dashboard: the guard that sends a closed one to
 * its results, a summary with the game's numbers, sub-pages for the anonymous ideas and the
 * mentoring, and the Top 3 picker.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { useToast } from '@nervus/ui-kit';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import {
  Link,
  Outlet,
  redirect,
  useChildMatches,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { MentorIdea } from '../challenge/mentoring.js';
import { challengeQueryOptions } from '../challenge/queries.js';
import { Top3Picker } from '../challenge/top3.js';
import { useMe } from '../session/queries.js';
import { day } from './catalyst-lists.js';
import type { CatalystMode } from './catalyst-mode.js';
import { catalystIdeasQueryOptions, dashboardQueryOptions } from './queries.js';

type DetailParams = { platformSlug: string; challenge: string };

/** Closed by its flag, its status, or its end time (the sweep may not have settled it yet). */
export function isClosedChallenge(challenge: Challenge, now = Date.now()): boolean {
  return (
    challenge.is_closed ||
    challenge.status === 'closed' ||
    Date.parse(challenge.duration_end) <= now
  );
}

/**
 * The route guard of the catalyst's challenge detail: a closed challenge goes to its closed
 * detail, an open one stays; a failed lookup is logged and falls back to the open list.
 */
export async function guardCatalystDetail({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: DetailParams;
}): Promise<void> {
  let challenge: Challenge;
  try {
    challenge = await context.queryClient.fetchQuery(challengeQueryOptions(params.challenge));
  } catch (error) {
    console.warn(`catalyst dashboard: could not look up challenge ${params.challenge}`, error);
    throw redirect({
      to: '/$platformSlug/my-dashboard/catalyst/open',
      params: { platformSlug: params.platformSlug },
      replace: true,
    });
  }
  if (isClosedChallenge(challenge))
    throw redirect({
      to: '/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed',
      params: { platformSlug: params.platformSlug, challenge: challenge.slug },
      replace: true,
    });
}

function useDetailParams(): DetailParams {
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
 * Owner-only dashboard pages: another player is told (the spec's toast) and sent to the
 * catalyst's list, as is anyone when the challenge cannot be loaded. Answers whether the page is
 * leaving. Once, from an effect: a layout stays mounted while the router matches the list, and a
 * <Navigate> would ask again on every render.
 */
export function useOwnerOnly(
  challenge: Challenge | undefined,
  failed: boolean,
  list: 'open' | 'closed',
): boolean {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { platformSlug } = useDetailParams();
  const { data: me } = useMe();
  const notOwner = Boolean(me && challenge && me.user.id !== challenge.catalyst.id);
  const leave = notOwner || failed;
  const left = useRef(false);
  useEffect(() => {
    if (!leave || left.current) return;
    left.current = true;
    if (notOwner) toast.show(t('notices.notOwner'), 'danger');
    void navigate({
      to:
        list === 'open'
          ? '/$platformSlug/my-dashboard/catalyst/open'
          : '/$platformSlug/my-dashboard/catalyst/closed',
      params: { platformSlug },
      replace: true,
    });
  }, [leave, notOwner, navigate, platformSlug, toast, t, list]);
  return leave;
}

/** The detail's frame: the summary and sub-navigation, then the overview or a sub-page. */
export function catalystDetail(mode: CatalystMode) {
  return function CatalystDetail() {
    const { t } = useTranslation();
    const { platformSlug, challenge: key } = useDetailParams();
    const children = useChildMatches();
    const challenge = useQuery(challengeQueryOptions(key));
    const list = useQuery(dashboardQueryOptions(platformSlug, 'catalyst', 'open'));
    const leave = useOwnerOnly(challenge.data, challenge.isError, 'open');
    if (!challenge.data || leave) return <p>{t('notices.loading')}</p>;
    const c = challenge.data;
    const item = list.data?.data.find((i) => i.id === c.id);
    return (
      <article aria-labelledby="page-title">
        <header>
          <p className="nv-hint">{t('dashboards.detail.kicker')}</p>
          <h1 id="page-title">{c.question_title}</h1>
          <p className="nv-hint">
            {t('challenge.endsOn', { date: day(c.duration_end) })}
            {item ? (
              <>
                {' · '}
                {t('challenge.ideaCount', { count: item.ideas })}
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
        {children.length > 0 ? <Outlet /> : <Top3Picker challenge={c} />}
      </article>
    );
  };
}

function useCatalystIdeas() {
  const { challenge: key } = useDetailParams();
  const challenge = useQuery(challengeQueryOptions(key));
  const id = challenge.data?.id ?? '';
  const ideas = useQuery({ ...catalystIdeasQueryOptions(id), enabled: id !== '' });
  // Either lookup failing leaves the list unknown, not empty (ideas wait on the challenge).
  const error = (challenge.data ? null : challenge.error) ?? (ideas.data ? null : ideas.error);
  return { challenge: challenge.data, ideas, error };
}

function LoadError({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="nv-alert" data-tone="danger">
      {error.message}
    </p>
  ) : null;
}

function MentorLink({ mode, slug, idea }: { mode: CatalystMode; slug: string; idea: Idea }) {
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
    const { challenge, ideas, error } = useCatalystIdeas();
    return (
      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title">{t('dashboards.detail.ideasTitle')}</h2>
        <p className="nv-hint">{t('dashboards.detail.ideasLead')}</p>
        <LoadError error={error} />
        {ideas.isPending && !error ? <p>{t('notices.loading')}</p> : null}
        {ideas.data && ideas.data.length === 0 ? <p>{t('top3.none')}</p> : null}
        <ul className="app-grid" aria-label={t('dashboards.detail.ideasTitle')}>
          {ideas.data?.map((idea) => (
            <li key={idea.id} className="app-card">
              <h3 style={{ marginTop: 0 }}>{idea.title}</h3>
              <p>{idea.description}</p>
              {idea.purpose ? (
                <p>
                  <strong>{t('dashboards.purpose')}</strong> {idea.purpose}
                </p>
              ) : null}
              <p className="nv-hint">{t('dashboards.enteredOn', { date: day(idea.created_at) })}</p>
              {challenge ? <MentorLink mode={mode} slug={challenge.slug} idea={idea} /> : null}
            </li>
          ))}
        </ul>
      </section>
    );
  };
}

const feedbackKey = (ideaId: string) => ['idea', ideaId, 'feedbacks'] as const;

/** The catalyst's own mentoring on each idea (the rest stays private until the close). */
export function catalystMentoring(mode: CatalystMode) {
  return function CatalystMentoring() {
    const { t } = useTranslation();
    const children = useChildMatches();
    const { challenge, ideas, error } = useCatalystIdeas();
    const list = ideas.data ?? [];
    const feedbacks = useQueries({
      queries: list.map((idea) => ({
        queryKey: feedbackKey(idea.id),
        queryFn: async () => (await api.call('ideaFeedbacks', { params: { id: idea.id } })).data,
      })),
    });
    if (children.length > 0) return <Outlet />;
    return (
      <section aria-labelledby="mentoring-title">
        <h2 id="mentoring-title">{t('dashboards.detail.mentoringTitle')}</h2>
        <p className="nv-hint">{t('dashboards.detail.mentoringLead')}</p>
        <LoadError error={error} />
        {ideas.isPending && !error ? <p>{t('notices.loading')}</p> : null}
        {ideas.data && list.length === 0 ? <p>{t('top3.none')}</p> : null}
        <ul className="app-grid" aria-label={t('dashboards.detail.mentoringTitle')}>
          {list.map((idea, index) => {
            const given = feedbacks[index]?.data ?? [];
            return (
              <li key={idea.id} className="app-card">
                <h3 style={{ marginTop: 0 }}>{idea.title}</h3>
                {given.length > 0 ? (
                  given.map((f) => (
                    <div key={f.id}>
                      <p>
                        <strong>{t('mentoring.like')}:</strong> {f.what_i_like}
                      </p>
                      <p>
                        <strong>{t('mentoring.improve')}:</strong> {f.what_could_be_improved}
                      </p>
                      <p className="nv-hint">
                        {f.rating !== null
                          ? t('dashboards.detail.ratedBy', {
                              label: t(`mentoring.scale.${f.rating}` as 'mentoring.scale.0'),
                            })
                          : t('dashboards.detail.notRatedYet')}
                      </p>
                    </div>
                  ))
                ) : (
                  <>
                    <p className="nv-hint">{t('dashboards.detail.notMentored')}</p>
                    {challenge ? (
                      <MentorLink mode={mode} slug={challenge.slug} idea={idea} />
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  };
}

/** Mentoring one idea of the catalyst's challenge: final once sent. */
export function CatalystMentorIdea() {
  const { t } = useTranslation();
  const { idea: ideaId } = useParams({ strict: false }) as { idea: string };
  const { ideas } = useCatalystIdeas();
  const mine = useQuery({
    queryKey: feedbackKey(ideaId),
    queryFn: async () => (await api.call('ideaFeedbacks', { params: { id: ideaId } })).data,
  });
  if (ideas.isPending) return <p>{t('notices.loading')}</p>;
  const idea = ideas.data?.find((i) => i.id === ideaId);
  if (!idea)
    return (
      <p role="alert" className="nv-alert" data-tone="danger">
        {t('dashboards.detail.noSuchIdea')}
      </p>
    );
  const given = mine.data?.[0];
  return (
    <section aria-labelledby="mentor-title" className="app-card">
      <h2 id="mentor-title">{t('dashboards.detail.mentorTitle', { title: idea.title })}</h2>
      <p>{idea.description}</p>
      {idea.purpose ? (
        <p>
          <strong>{t('dashboards.purpose')}</strong> {idea.purpose}
        </p>
      ) : null}
      {given ? (
        <>
          <h3>{t('dashboards.detail.yourMentoring')}</h3>
          <p>
            <strong>{t('mentoring.like')}:</strong> {given.what_i_like}
          </p>
          <p>
            <strong>{t('mentoring.improve')}:</strong> {given.what_could_be_improved}
          </p>
        </>
      ) : mine.data ? (
        <MentorIdea ideaId={idea.id} />
      ) : null}
    </section>
  );
}
