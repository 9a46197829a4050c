/**
 * A challenge: the wrapper rules (load by id or slug; visitors sign in and come back; failures
 * go to send-feedback; an ask-me-anything lives on its catalyst's mentor page; a closed challenge
 * shows only its detail), then the question and its tabs: Ideas, Mentoring & Ratings,
 * Insightfuls, Discussions, Details and Participants. The tab is kept in the address (`?tab=`).
 */

import { ApiError } from '@nervus/api-client';
import { Tabs } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useChildMatches, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChallengeDiscussions,
  ChallengeInsightfuls,
} from '../discussions/challenge-discussions.js';
import { useMe } from '../session/queries.js';
import { ChallengeRating } from './challenge-rating.js';
import { ChallengeDetails, CoAuthorCredit, isChallengeOpen } from './details.js';
import { IdeasTab } from './ideas-tab.js';
import { MentoringTab } from './mentoring-tab.js';
import { Participants } from './participants.js';
import { challengeQueryOptions, ideasQueryOptions } from './queries.js';
import { CHALLENGE_TABS, type ChallengeTab } from './tabs.js';

export function ChallengePage({
  challengeKey,
  tab = 'ideas',
  idea,
}: {
  challengeKey: string;
  tab?: ChallengeTab | undefined;
  idea?: string | undefined;
}) {
  const { t } = useTranslation();
  const children = useChildMatches();
  const { data: me } = useMe();
  const challenge = useQuery(challengeQueryOptions(challengeKey));
  const id = challenge.data?.id;
  const ideas = useQuery({ ...ideasQueryOptions(id ?? ''), enabled: Boolean(id) });
  const navigate = useNavigate();
  // A closed challenge shows only its detail: its child pages (rate, unlock…) are over. An
  // effect, not <Navigate>: this layout stays mounted while the router is still matching the
  // child, and would otherwise ask for the same navigation on every render.
  const slug = challenge.data?.slug;
  const closedChild =
    children.length > 0 && challenge.data !== undefined && !isChallengeOpen(challenge.data);
  useEffect(() => {
    if (closedChild && slug)
      void navigate({ to: '/challenges/$challenge', params: { challenge: slug }, replace: true });
  }, [closedChild, slug, navigate]);
  if (challenge.isPending) return <p>{t('challenge.loading')}</p>;
  // The wrapper's rules: visitors sign in and come back; other failures go to send-feedback.
  if (challenge.isError) {
    if (challenge.error instanceof ApiError && challenge.error.status === 401)
      return (
        <Navigate
          to="/accounts/gateway"
          search={{ continue: `/challenges/${challengeKey}` }}
          replace
        />
      );
    return (
      <Navigate
        to="/send-feedback"
        search={{
          about: 'Challenge not available',
          feedback: `challenge ${challengeKey}: ${challenge.error.message}`,
        }}
        replace
      />
    );
  }
  const c = challenge.data;
  // An ask-me-anything lives on its catalyst's mentor page.
  if (c.solution_format === 'ama')
    return (
      <Navigate to="/$platformSlug/mentor" params={{ platformSlug: c.catalyst.handle }} replace />
    );
  if (closedChild) return <p>{t('challenge.loading')}</p>;
  if (children.length > 0) return <Outlet />;
  const open = isChallengeOpen(c);
  const owner = me?.user.id === c.catalyst.id;
  const panels: Record<ChallengeTab, { label: string; content: ReactNode }> = {
    ideas: {
      label: t('challenge.tab.ideas'),
      content: <IdeasTab challenge={c} open={open} highlight={idea} />,
    },
    mentoring: {
      label: t('challenge.tab.mentoring'),
      content: <MentoringTab challenge={c} open={open} />,
    },
    insightfuls: {
      label: t('challenge.tab.insightfuls'),
      content: <ChallengeInsightfuls challengeId={c.id} />,
    },
    discussions: {
      label: t('challenge.tab.discussions'),
      content: <ChallengeDiscussions challengeId={c.id} />,
    },
    details: {
      label: owner && open ? t('challenge.tab.editDetails') : t('challenge.tab.details'),
      content: <ChallengeDetails challenge={c} />,
    },
    participants: {
      label: t('challenge.tab.participants'),
      content: <Participants challengeId={c.id} />,
    },
  };
  return (
    // Keyed by challenge: the router keeps this page mounted from one challenge to the next, and
    // nothing typed into one (an idea, a reply, an edit) may follow the player to another.
    <article key={c.id} aria-labelledby="page-title" className="app-stack">
      <header>
        <p className="nv-hint">{c.main_category?.name}</p>
        <h1 id="page-title">{c.question_title}</h1>
        <p>{c.question_detail}</p>
        <CoAuthorCredit challenge={c} />
        <p className="nv-hint">
          @{c.catalyst.handle} ·{' '}
          {open
            ? t('challenge.endsOn', { date: c.duration_end.slice(0, 10) })
            : t('challenge.closed')}
          {' · '}
          {t('challenge.ideaCount', { count: ideas.data?.meta.total ?? 0 })}
        </p>
        <ChallengeRating challenge={c} />
        {c.primary_image ? (
          <img src={c.primary_image} alt="" width={600} className="app-cover" />
        ) : null}
      </header>
      <Tabs
        label={t('challenge.tabsLabel')}
        tabs={CHALLENGE_TABS.map((id) => ({ id, ...panels[id] }))}
        selected={tab}
        onSelect={(next) =>
          void navigate({
            to: '/challenges/$challenge',
            params: { challenge: challengeKey },
            search: (prev) => ({ ...prev, tab: next as ChallengeTab }),
            replace: true,
          })
        }
      />
    </article>
  );
}
