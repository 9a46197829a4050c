/**
 * The mentor dashboard (`my-dashboard/mentor`): the mentoring the player gave, and with
 * `?tab=received` the mentoring their ideas received, each rated once from here.
 */
import { Card, EmptyState, Pager, Tabs, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { FeedbackText } from '../challenge/feedback-text.js';
import { refreshMentoring } from '../challenge/queries.js';
import { DashCard } from './dash-parts.js';
import { DashHeader, DashIcon, LinkButton } from './dash-ui.js';
import type { MentorTab } from './queries.js';
import { MENTOR_PAGE_SIZE, mentorCommentsQueryOptions } from './results-queries.js';
import '../../i18n/dashboard-home.en.js';
import '../../i18n/mentoring.en.js';

export const MENTOR_TABS = ['given', 'received'] as const satisfies readonly MentorTab[];
export type { MentorTab };

// The rating control (with the form inputs and the writes) shows only on the received tab under
// a mentoring not rated yet: the loader starts it for such a page; another page of the list
// (inside a transition) stays on screen until it is in.
const RateMentoring = lazyPart(() =>
  import('../challenge/rate-mentoring.js').then((m) => m.RateMentoring),
);

/** The mentor dashboard's loader: the tab's first page, with the rating control if it shows. */
export async function loadMentorDashboard(client: QueryClient, tab: MentorTab): Promise<void> {
  const comments = await client.ensureQueryData(mentorCommentsQueryOptions(tab, 0));
  if (tab === 'received' && comments.data.some((comment) => comment.rating === null))
    await RateMentoring.load();
}

function Comments({ tab }: { tab: MentorTab }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  // A transition keeps this page on screen while the next one loads, instead of suspending.
  const [, startTransition] = useTransition();
  const { data, meta } = useSuspenseQuery(mentorCommentsQueryOptions(tab, page)).data;
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  if (data.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<DashIcon name="mentoring" />}
          title={t(`dashboardHome.mentor.${tab}Title`)}
          action={
            tab === 'given' ? (
              <LinkButton
                to="/$platformSlug/my-dashboard/rater/open-challenges"
                params={{ platformSlug }}
              >
                {t('dashboardHome.mentor.findIdeas')}
              </LinkButton>
            ) : undefined
          }
        >
          {t(`mentorBoard.empty.${tab}`)}
        </EmptyState>
      </Card>
    );
  return (
    <div className="nv-stack">
      <ul className="nv-grid" data-columns="1" aria-label={t(`mentorBoard.${tab}`)}>
        {data.map((comment) => (
          <DashCard key={comment.id}>
            <h2>{comment.idea_title}</h2>
            <p className="dash-meta">
              <Link to="/challenges/$challenge" params={{ challenge: comment.challenge.slug }}>
                {comment.challenge.question_title}
              </Link>
            </p>
            <FeedbackText feedback={comment} />
            {comment.rating !== null ? (
              <p className="dash-meta">
                {t('mentoring.yourRating', { label: t(`mentoring.scale.${comment.rating}`) })}
              </p>
            ) : tab === 'received' ? (
              <RateMentoring
                feedback={comment}
                onDone={() => refreshMentoring(client, comment.idea_id)}
              />
            ) : (
              <p className="dash-meta">{t('mentorBoard.notRated')}</p>
            )}
          </DashCard>
        ))}
      </ul>
      <Pager
        page={page}
        total={meta.total}
        size={MENTOR_PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={t(`mentorBoard.${tab}`)}
      />
    </div>
  );
}

export function MentorDashboard({
  tab,
  onTab,
}: {
  tab: MentorTab;
  onTab: (tab: MentorTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <DashHeader
        playerRole="mentor"
        title={t('mentorBoard.title')}
        lead={t('dashboardHome.mentor.lead')}
      />
      <Tabs
        label={t('mentorBoard.title')}
        selected={tab}
        onSelect={(next) => onTab(next as MentorTab)}
        tabs={MENTOR_TABS.map((id) => ({
          id,
          label: t(`mentorBoard.${id}`),
          content: <Comments key={id} tab={id} />,
        }))}
      />
    </section>
  );
}
