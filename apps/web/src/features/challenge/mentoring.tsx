/**
 * Mentoring on the challenge page: a mentor writes what they like and what could be improved
 * about the idea they are rating (final once sent); an author reads the mentoring of their
 * idea and rates each one once, 0 to 5.
 */
import type { Idea } from '@nervus/contracts';
import { Card, useTranslation } from '@nervus/ui-kit';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { FeedbackText } from './feedback-text.js';
import {
  ideaFeedbacksQueryOptions,
  mentoringToRateQueryOptions,
  refreshMentoring,
} from './queries.js';
import { RateMentoring } from './rate-mentoring.js';
import '../../i18n/mentoring.en.js';
import './challenge.css';

// The mentor dashboard refreshes through it too; it lives with the keys it refreshes.

interface MentoringReceivedProps {
  idea: Idea;
  /** The heading level under the page's own (4 inside an idea card with an h3 title). */
  level?: 2 | 3 | 4;
}

/**
 * Shown once there is mentoring; its own boundary keeps the idea card around it on screen
 * while it loads where no loader has fetched it (the innovator dashboard).
 */
export function MentoringReceived(props: MentoringReceivedProps) {
  return (
    <Suspense fallback={null}>
      <MentoringReceivedList {...props} />
    </Suspense>
  );
}

function MentoringReceivedList({ idea, level = 4 }: MentoringReceivedProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: feedbacks } = useSuspenseQuery(ideaFeedbacksQueryOptions(idea.id));
  if (feedbacks.length === 0) return null;
  return (
    <section aria-label={t('mentoring.received')}>
      {level === 2 ? (
        <h2>{t('mentoring.received')}</h2>
      ) : level === 3 ? (
        <h3>{t('mentoring.received')}</h3>
      ) : (
        <h4>{t('mentoring.received')}</h4>
      )}
      <ul className="nv-stack nv-list-plain">
        {feedbacks.map((f) => (
          <li key={f.id} className="challenge-feedback nv-stack" data-gap="sm">
            <FeedbackText feedback={f} />
            {f.rating !== null ? (
              <p className="nv-hint nv-flush">
                {t('mentoring.yourRating', { label: t(`mentoring.scale.${f.rating}`) })}
              </p>
            ) : idea.mine ? (
              <RateMentoring feedback={f} onDone={() => refreshMentoring(client, idea.id)} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The mentoring-to-rate flow: the author's unrated mentoring on one idea, one at a time; a
 * skipped one comes back on the next visit.
 */
export function MentoringToRate(props: { challengeId: string; idea: Idea }) {
  return (
    <Suspense fallback={null}>
      <MentoringQueue {...props} />
    </Suspense>
  );
}

function MentoringQueue({ challengeId, idea }: { challengeId: string; idea: Idea }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [skipped, setSkipped] = useState<readonly string[]>([]);
  const { data: queue } = useSuspenseQuery(mentoringToRateQueryOptions(challengeId, idea.id));
  const waiting = queue.data.filter((f) => !skipped.includes(f.id));
  const current = waiting[0];
  return (
    <Card
      as="section"
      aria-label={t('mentoring.toRateTitle', { title: idea.title })}
      className="nv-stack"
    >
      <h3 className="nv-flush">{t('mentoring.toRateTitle', { title: idea.title })}</h3>
      <p className="nv-hint nv-flush">{t('mentoring.toRate', { count: waiting.length })}</p>
      {current ? (
        <div key={current.id} className="nv-stack">
          <FeedbackText feedback={current} />
          <RateMentoring
            feedback={current}
            onDone={() => refreshMentoring(client, idea.id)}
            onSkip={() => setSkipped((s) => [...s, current.id])}
          />
        </div>
      ) : (
        <p className="nv-flush">
          {skipped.length > 0 ? t('mentoring.allSkipped') : t('mentoring.allRated')}
        </p>
      )}
    </Card>
  );
}
