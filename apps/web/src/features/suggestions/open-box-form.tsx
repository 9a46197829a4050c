/**
 * The form a player opens their suggestion box with (`OpenBoxPage`): a module apart, loaded
 * only for the owner of a box not open yet.
 */
import { SUGGESTION_INTRO_MAX } from '@nervus/contracts';
import { Form, SubmitButton, Textarea, useForm, useTranslation } from '@nervus/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { formAction } from '../../lib/form-action.js';
import { useOpenSuggestionBox } from './mutations.js';
import '../../i18n/suggestions.en.js';

export function OpenBoxForm({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenSuggestionBox();
  const form = useForm({
    initial: { intro: '' },
    fields: { intro: { label: t('suggestions.intro'), required: true } },
    once: true,
    action: async (values) => await formAction(open.mutateAsync({ intro: values.intro })),
    onSuccess: () => {
      void navigate({ to: '/$platformSlug/mentor', params: { platformSlug: handle } });
    },
  });
  return (
    <>
      <p>{t('suggestions.openLead')}</p>
      <Form form={form} label={t('suggestions.openTitle')}>
        <Textarea
          label={t('suggestions.intro')}
          name="intro"
          required
          rows={4}
          maxLength={SUGGESTION_INTRO_MAX}
          value={form.values.intro}
          onChange={(v) => form.set('intro', v)}
          error={form.errorOf('intro')}
        />
        <SubmitButton form={form}>{t('suggestions.openSubmit')}</SubmitButton>
      </Form>
    </>
  );
}
