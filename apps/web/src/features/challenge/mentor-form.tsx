/** The form a mentor writes an idea's mentoring in (`MentorIdea` in mentoring.tsx loads it). */
import { Form, SubmitButton, Textarea, useForm, useTranslation } from '@nervus/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { mentorIdea } from './mutations.js';
import '../../i18n/mentoring.en.js';

/** The mentoring form of one idea: final once sent, after a confirmation. */
export function MentorForm({
  ideaId,
  onSent,
}: {
  ideaId: string;
  /** With the neurons the mentoring earned. */
  onSent: (neurons: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    initial: { like: '', improve: '' },
    fields: {
      like: { label: t('mentoring.like'), required: true },
      improve: { label: t('mentoring.improve'), required: true },
    },
    once: true,
    confirm: true,
    action: async (values) => {
      const answer = await mentorIdea(client, ideaId, {
        what_i_like: values.like,
        what_could_be_improved: values.improve,
      });
      onSent(answer.data.neurons_earned ?? 0);
      return answer;
    },
  });
  return (
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
  );
}
