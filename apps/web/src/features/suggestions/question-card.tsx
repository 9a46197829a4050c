/**
 * One question of a suggestion box with its answer: the owner answers an unanswered one here
 * (once, final), the asker rates the answer once on the mentoring scale. Everything users wrote
 * is rendered as text.
 */
import { SUGGESTION_ANSWER_MAX, SUGGESTION_LIKE_MAX, type Suggestion } from '@nervus/contracts';
import {
  Form,
  Select,
  SubmitButton,
  Textarea,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { formAction } from '../../lib/form-action.js';
import { useAnswerSuggestion, useRateAnswer } from './queries.js';
import '../../i18n/mentoring.en.js';
import '../../i18n/suggestions.en.js';

/** The mentoring scale: 0 Not helpful … 5 Wow changed my point of view. */
const ANSWER_RATINGS = [0, 1, 2, 3, 4, 5] as const;

type Heading = 'h1' | 'h2' | 'h3';
const BELOW: Record<Heading, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h3', h3: 'h4' };

export function QuestionCard({
  suggestion,
  viewerId,
  as: Title = 'h3',
  link,
}: {
  suggestion: Suggestion;
  viewerId: string | null;
  as?: Heading;
  /** A link to the question's own page, shown under it. */
  link?: ReactNode;
}) {
  const { t } = useTranslation();
  const Sub = BELOW[Title];
  const { answer } = suggestion;
  const owner = viewerId === suggestion.box.owner.id;
  const titleId = `question-${suggestion.id}`;
  return (
    <article className="app-card" aria-labelledby={titleId}>
      <Title id={titleId}>{suggestion.title}</Title>
      <p className="nv-hint">
        {t('suggestions.askedBy', {
          handle: suggestion.asker.handle,
          date: suggestion.created_at.slice(0, 10),
        })}
      </p>
      {suggestion.description ? (
        <p style={{ whiteSpace: 'pre-wrap' }}>{suggestion.description}</p>
      ) : null}
      {answer ? (
        <section aria-label={t('suggestions.answerOf', { title: suggestion.title })}>
          <Sub>{t('suggestions.answerFrom', { handle: suggestion.box.owner.handle })}</Sub>
          <p style={{ whiteSpace: 'pre-wrap' }}>{answer.answer}</p>
          {answer.what_i_like ? (
            <p style={{ whiteSpace: 'pre-wrap' }}>
              <strong>{t('suggestions.whatILike')}:</strong> {answer.what_i_like}
            </p>
          ) : null}
          {answer.rating !== null ? (
            <p className="nv-hint">
              {t('suggestions.rated', { label: t(`mentoring.scale.${answer.rating}`) })}
            </p>
          ) : suggestion.mine ? (
            <RateAnswer answerId={answer.id} />
          ) : null}
        </section>
      ) : owner ? (
        <AnswerForm suggestion={suggestion} />
      ) : (
        <p className="nv-hint">{t('suggestions.waiting')}</p>
      )}
      {link}
    </article>
  );
}

function RateAnswer({ answerId }: { answerId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const rate = useRateAnswer(answerId);
  // The rating is final: choosing in the list only selects it (arrow keys change a closed
  // select at once in some browsers); the button sends it.
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <div className="app-actions">
      <Select
        label={t('suggestions.rate')}
        name={`rate-${answerId}`}
        value={choice === null ? null : String(choice)}
        options={ANSWER_RATINGS.map((r) => ({
          value: String(r),
          label: `${r} · ${t(`mentoring.scale.${r}`)}`,
        }))}
        onChange={(value) => setChoice(value === null ? null : Number(value))}
        disabled={rate.isPending}
      />
      <button
        type="button"
        className="nv-button"
        disabled={choice === null || rate.isPending}
        onClick={() => {
          if (choice !== null)
            rate.mutate(choice, {
              onSuccess: () => toast.show(t('suggestions.thanksForRating'), 'success'),
              onError: (error) => toast.show(error.message, 'danger'),
            });
        }}
      >
        {t('suggestions.sendRating')}
      </button>
    </div>
  );
}

function AnswerForm({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const toast = useToast();
  const answer = useAnswerSuggestion(suggestion.id);
  const form = useForm({
    initial: { answer: '', what_i_like: '' },
    fields: {
      answer: { label: t('suggestions.answer'), required: true },
      what_i_like: { label: t('suggestions.whatILikeOptional') },
    },
    once: true,
    confirm: true,
    action: async (values) =>
      await formAction(
        answer.mutateAsync({
          answer: values.answer,
          ...(values.what_i_like.trim() ? { what_i_like: values.what_i_like } : {}),
        }),
      ),
    onSuccess: (answered) =>
      toast.show(t('suggestions.answered', { count: answered.data.neurons_earned }), 'success'),
  });
  return (
    <Form form={form} label={t('suggestions.answerTitle', { title: suggestion.title })}>
      <Textarea
        label={t('suggestions.answer')}
        name="answer"
        required
        rows={4}
        maxLength={SUGGESTION_ANSWER_MAX}
        value={form.values.answer}
        onChange={(v) => form.set('answer', v)}
        error={form.errorOf('answer')}
      />
      <Textarea
        label={t('suggestions.whatILikeOptional')}
        name="what_i_like"
        rows={2}
        maxLength={SUGGESTION_LIKE_MAX}
        value={form.values.what_i_like}
        onChange={(v) => form.set('what_i_like', v)}
        error={form.errorOf('what_i_like')}
      />
      <p className="nv-hint">{t('suggestions.final')}</p>
      <SubmitButton form={form}>{t('suggestions.sendAnswer')}</SubmitButton>
    </Form>
  );
}
