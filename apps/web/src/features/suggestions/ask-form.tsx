/**
 * The form a signed-in visitor sends a question to a suggestion box with (`SuggestionBoxPage`):
 * a module apart, loaded only for the visitors who see it.
 */
import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '@nervus/contracts';
import {
  Card,
  Form,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@nervus/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { formAction } from '../../lib/form-action.js';
import { useAskSuggestion } from './mutations.js';
import '../../i18n/suggestions.en.js';

export function AskForm({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useAskSuggestion(handle);
  const form = useForm({
    initial: { title: '', description: '' },
    fields: {
      title: { label: t('suggestions.questionTitle'), required: true },
      description: { label: t('suggestions.questionDescription') },
    },
    once: true,
    action: async (values) =>
      await formAction(ask.mutateAsync({ title: values.title, description: values.description })),
    onSuccess: (sent) => {
      void navigate({
        to: '/$platformSlug/mentor/sent',
        params: { platformSlug: handle },
        search: { question: sent.data.id },
      });
    },
  });
  return (
    <Card as="section" aria-labelledby="ask-title">
      <h2 id="ask-title" className="nv-title-sm">
        {t('suggestions.ask', { handle })}
      </h2>
      <Form form={form} label={t('suggestions.ask', { handle })}>
        <TextInput
          label={t('suggestions.questionTitle')}
          name="title"
          required
          maxLength={SUGGESTION_TITLE_MAX}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errorOf('title')}
        />
        <Textarea
          label={t('suggestions.questionDescription')}
          name="description"
          rows={5}
          maxLength={SUGGESTION_DESCRIPTION_MAX}
          value={form.values.description}
          onChange={(v) => form.set('description', v)}
          error={form.errorOf('description')}
        />
        <p className="nv-hint">{t('suggestions.privacy')}</p>
        <SubmitButton form={form}>{t('suggestions.send')}</SubmitButton>
      </Form>
    </Card>
  );
}
