/**
 * The mentor dashboard (`my-dashboard/mentor`): the mentoring the player gave, and with
 * `?tab=received` the mentoring their ideas received, each rated once from here.
 */
import { Pager, Tabs } from '@nervus/ui-kit';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { FeedbackText, RateMentoring, refreshMentoring } from '../challenge/mentoring.js';

export const MENTOR_TABS = ['given', 'received'] as const;
export type MentorTab = (typeof MENTOR_TABS)[number];
const SIZE = 20;

function Comments({ tab }: { tab: MentorTab }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const key = ['mentor-comments', tab, page] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: async () =>
      api.call('mentorComments', { query: { tab, page: String(page), size: String(SIZE) } }),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <p>{t('challenge.loading')}</p>;
  if (list.isError)
    return (
      <p role="alert" className="nv-alert" data-tone="danger">
        {list.error.message}
      </p>
    );
  const { data, meta } = list.data;
  if (data.length === 0) return <p>{t(`mentorBoard.empty.${tab}`)}</p>;
  return (
    <>
      <ul className="app-stack" aria-label={t(`mentorBoard.${tab}`)}>
        {data.map((comment) => (
          <li key={comment.id} className="app-card">
            <h2>{comment.idea_title}</h2>
            <p className="nv-hint">
              <Link to="/challenges/$challenge" params={{ challenge: comment.challenge.slug }}>
                {comment.challenge.question_title}
              </Link>
            </p>
            <FeedbackText feedback={comment} />
            {comment.rating !== null ? (
              <p className="nv-hint">
                {t('mentoring.yourRating', { label: t(`mentoring.scale.${comment.rating}`) })}
              </p>
            ) : tab === 'received' ? (
              <RateMentoring
                feedback={comment}
                onDone={() => refreshMentoring(client, comment.idea_id)}
              />
            ) : (
              <p className="nv-hint">{t('mentorBoard.notRated')}</p>
            )}
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={meta.total}
        size={SIZE}
        onPage={setPage}
        label={t(`mentorBoard.${tab}`)}
      />
    </>
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
    <section aria-labelledby="page-title" className="app-stack">
      <h1 id="page-title">{t('mentorBoard.title')}</h1>
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
