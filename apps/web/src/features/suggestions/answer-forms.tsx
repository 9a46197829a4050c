/**
 * The forms under a question of a suggestion box (`QuestionCard`): the owner's answer to a
 * waiting question (once, final) and the asker's rating of an answer (once, on the mentoring
 * scale). A module apart: they load only for the viewers who see them.
 */
import { SUGGESTION_ANSWER_MAX, SUGGESTION_LIKE_MAX, type Suggestion } from '@nervus/contracts';
import {
  Button,
  Form,
  Select,
  SubmitButton,
  Textarea,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useState } from 'react';
import { formAction } from '../../lib/form-action.js';
import { useAnswerSuggestion, useRateAnswer } from './mutations.js';
import '../../i18n/mentoring.en.js';
import '../../i18n/suggestions.en.js';

/** The mentoring scale: 0 Not helpful … 5 Wow changed my point of view. */
const ANSWER_RATINGS = [0, 1, 2, 3, 4, 5] as const;

export function RateAnswer({ answerId }: { answerId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const rate = useRateAnswer(answerId);
  // The rating is final: choosing in the list only selects it (arrow keys change a closed
  // select at once in some browsers); the button sends it.
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <div className="nv-cluster app-rate-answer">
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
      <Button
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
      </Button>
    </div>
  );
}

export function AnswerForm({ suggestion }: { suggestion: Suggestion }) {
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
