/**
 * Mentoring on the challenge page: a mentor writes what they like and what could be improved
 * about the idea they are rating (final once sent); an author reads the mentoring of their
 * idea and rates each one once, 0 to 5.
 */
import type { Idea, MentorFeedback } from '@nervus/contracts';
import { suggestsSkippingMentoring } from '@nervus/game-rules';
import { Select, useToast, useTranslation } from '@nervus/ui-kit';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useRateMentoring } from './mutations.js';
import {
  ideaFeedbacksQueryOptions,
  mentoringToRateQueryOptions,
  refreshMentoring,
} from './queries.js';
import '../../i18n/mentoring.en.js';

// The mentor dashboard refreshes through it too; it lives with the keys it refreshes.

export const MENTOR_RATINGS = [0, 1, 2, 3, 4, 5] as const;

/**
 * The 0–5 control for one mentoring. A rating under 4 lowers what the mentor earns, so the
 * control first suggests skipping it (game-rules `suggestsSkippingMentoring`) and rates only
 * when the author confirms.
 */
export function RateMentoring({
  feedback,
  onDone,
  onSkip,
}: {
  feedback: MentorFeedback;
  onDone: () => Promise<unknown>;
  onSkip?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  // Final once sent: the list only selects (arrow keys change a closed select at once in some
  // browsers); the button sends, and a choice under 4 first asks.
  const [choice, setChoice] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const rate = useRateMentoring(feedback.id);
  const send = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: async () => {
        toast.show(t('mentoring.thanks'), 'success');
        setAsking(false);
        await onDone();
      },
      onError: (error) => toast.show(error.message, 'danger'),
    });
  return (
    <div>
      <div className="app-actions">
        <Select
          label={t('mentoring.rate')}
          name={`rate-${feedback.id}`}
          value={choice === null ? null : String(choice)}
          options={MENTOR_RATINGS.map((r) => ({
            value: String(r),
            label: `${r} · ${t(`mentoring.scale.${r}`)}`,
          }))}
          onChange={(value) => {
            setChoice(value === null ? null : Number(value));
            setAsking(false);
          }}
          disabled={rate.isPending}
        />
        <button
          type="button"
          className="nv-button"
          disabled={choice === null || rate.isPending}
          onClick={() => {
            if (choice === null) return;
            if (suggestsSkippingMentoring(choice)) setAsking(true);
            else send(choice);
          }}
        >
          {t('mentoring.submitRate')}
        </button>
      </div>
      {asking && choice !== null ? (
        <div role="alert" className="nv-alert" data-tone="warning">
          <p>{t('mentoring.lowHint')}</p>
          <button
            type="button"
            className="nv-button"
            disabled={rate.isPending}
            onClick={() => send(choice)}
          >
            {t('mentoring.rateAnyway')}
          </button>{' '}
          <button
            type="button"
            className="nv-button"
            data-variant="secondary"
            onClick={() => {
              setAsking(false);
              setChoice(null);
              onSkip?.();
            }}
          >
            {t('mentoring.skip')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function FeedbackText({ feedback }: { feedback: MentorFeedback }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <strong>{t('mentoring.like')}:</strong> {feedback.what_i_like}
      </p>
      <p>
        <strong>{t('mentoring.improve')}:</strong> {feedback.what_could_be_improved}
      </p>
      <p className="nv-hint">@{feedback.mentor.handle}</p>
    </>
  );
}

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
      <ul className="app-stack">
        {feedbacks.map((f) => (
          <li key={f.id}>
            <FeedbackText feedback={f} />
            {f.rating !== null ? (
              <p className="nv-hint">
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
    <section aria-label={t('mentoring.toRateTitle', { title: idea.title })} className="app-card">
      <h3>{t('mentoring.toRateTitle', { title: idea.title })}</h3>
      <p className="nv-hint">{t('mentoring.toRate', { count: waiting.length })}</p>
      {current ? (
        <div key={current.id}>
          <FeedbackText feedback={current} />
          <RateMentoring
            feedback={current}
            onDone={() => refreshMentoring(client, idea.id)}
            onSkip={() => setSkipped((s) => [...s, current.id])}
          />
        </div>
      ) : (
        <p>{skipped.length > 0 ? t('mentoring.allSkipped') : t('mentoring.allRated')}</p>
      )}
    </section>
  );
}
