/**
 * Mentoring on the challenge page: a mentor writes what they like and what could be improved
 * about the idea they are rating (final once sent); an author reads the mentoring of their
 * idea and rates each one once, 0 to 5.
 */
import type { Idea, MentorFeedback } from '@nervus/contracts';
import { suggestsSkippingMentoring } from '@nervus/game-rules';
import { Form, Select, SubmitButton, Textarea, useForm, useToast } from '@nervus/ui-kit';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { formAction } from '../../lib/form-action.js';

const feedbackKey = (ideaId: string) => ['idea', ideaId, 'feedbacks'] as const;
export const MENTOR_RATINGS = [0, 1, 2, 3, 4, 5] as const;

/**
 * After mentoring is given or rated: its idea's lists, the mentor dashboard and the role
 * dashboards' counts all change.
 */
export function refreshMentoring(client: QueryClient, ideaId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['idea', ideaId] }),
    client.invalidateQueries({ queryKey: ['mentor-comments'] }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

export function MentorIdea({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const form = useForm({
    initial: { like: '', improve: '' },
    fields: {
      like: { label: t('mentoring.like'), required: true },
      improve: { label: t('mentoring.improve'), required: true },
    },
    once: true,
    confirm: true,
    action: async (values) => {
      const answer = await formAction(
        api.call('mentorIdea', {
          params: { id: ideaId },
          body: { what_i_like: values.like, what_could_be_improved: values.improve },
        }),
      );
      setSent(answer.data.neurons_earned ?? 0);
      await refreshMentoring(client, ideaId);
      return answer;
    },
  });
  if (sent !== null)
    return (
      <p role="status" className="nv-alert" data-tone="success">
        {t('mentoring.sent', { count: sent })}
      </p>
    );
  return (
    <details>
      <summary>{t('mentoring.give')}</summary>
      <Form form={form} label={t('mentoring.give')}>
        <Textarea
          label={t('mentoring.like')}
          name="like"
          required
          maxLength={2000}
          value={form.values.like}
          onChange={(v) => form.set('like', v)}
          error={form.errorOf('like')}
        />
        <Textarea
          label={t('mentoring.improve')}
          name="improve"
          required
          maxLength={2000}
          value={form.values.improve}
          onChange={(v) => form.set('improve', v)}
          error={form.errorOf('improve')}
        />
        <p className="nv-hint">{t('mentoring.final')}</p>
        <SubmitButton form={form}>{t('mentoring.send')}</SubmitButton>
      </Form>
    </details>
  );
}

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
  const rate = useMutation({
    mutationFn: async (rating: number) =>
      api.call('rateMentoring', { params: { id: feedback.id }, body: { rating } }),
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
            else rate.mutate(choice);
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
            onClick={() => rate.mutate(choice)}
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

export function MentoringReceived({
  idea,
  level = 4,
}: {
  idea: Idea;
  /** The heading level under the page's own (4 inside an idea card with an h3 title). */
  level?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const feedbacks = useQuery({
    queryKey: feedbackKey(idea.id),
    queryFn: async () => (await api.call('ideaFeedbacks', { params: { id: idea.id } })).data,
  });
  if (!feedbacks.data || feedbacks.data.length === 0) return null;
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
        {feedbacks.data.map((f) => (
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
export function MentoringToRate({ challengeId, idea }: { challengeId: string; idea: Idea }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [skipped, setSkipped] = useState<readonly string[]>([]);
  const queue = useQuery({
    queryKey: ['idea', idea.id, 'to-rate'],
    queryFn: async () =>
      api.call('mentoringToRate', { params: { id: challengeId, ideaId: idea.id } }),
  });
  if (!queue.data) return null;
  const waiting = queue.data.data.filter((f) => !skipped.includes(f.id));
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
