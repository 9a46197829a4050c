/**
 * Mentoring on the challenge page: a mentor writes what they like and what could be improved
 * about the idea they are rating (final once sent); an author reads the mentoring of their
 * idea and rates each one once, 0 to 5.
 */
import type { Idea } from '@nervus/contracts';
import { Form, Select, SubmitButton, Textarea, useForm, useToast } from '@nervus/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';
import { formAction } from '../../lib/form-action.js';

const feedbackKey = (ideaId: string) => ['idea', ideaId, 'feedbacks'] as const;
export const MENTOR_RATINGS = [0, 1, 2, 3, 4, 5] as const;

export function MentorIdea({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
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

export function MentoringReceived({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const feedbacks = useQuery({
    queryKey: feedbackKey(idea.id),
    queryFn: async () => (await api.call('ideaFeedbacks', { params: { id: idea.id } })).data,
  });
  const rate = useMutation({
    mutationFn: async ({ id, rating }: { id: string; rating: number }) =>
      api.call('rateMentoring', { params: { id }, body: { rating } }),
    onSuccess: async () => {
      toast.show(t('mentoring.thanks'), 'success');
      await client.invalidateQueries({ queryKey: feedbackKey(idea.id) });
    },
    onError: (error) => toast.show(error.message, 'danger'),
  });
  if (!feedbacks.data || feedbacks.data.length === 0) return null;
  return (
    <section aria-label={t('mentoring.received')}>
      <h4>{t('mentoring.received')}</h4>
      <ul className="app-stack">
        {feedbacks.data.map((f) => (
          <li key={f.id}>
            <p>
              <strong>{t('mentoring.like')}:</strong> {f.what_i_like}
            </p>
            <p>
              <strong>{t('mentoring.improve')}:</strong> {f.what_could_be_improved}
            </p>
            <p className="nv-hint">@{f.mentor.handle}</p>
            {f.rating !== null ? (
              <p className="nv-hint">
                {t('mentoring.yourRating', { label: t(`mentoring.scale.${f.rating}`) })}
              </p>
            ) : idea.mine ? (
              <Select
                label={t('mentoring.rate')}
                name={`rate-${f.id}`}
                value={null}
                options={MENTOR_RATINGS.map((r) => ({
                  value: String(r),
                  label: `${r} · ${t(`mentoring.scale.${r}`)}`,
                }))}
                onChange={(value) => {
                  if (value !== null) rate.mutate({ id: f.id, rating: Number(value) });
                }}
                disabled={rate.isPending}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
