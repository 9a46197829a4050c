import { Alert, Textarea, TextInput, useTranslation } from '@nervus/ui-kit';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** Your idea: required except in a standard challenge, where the catalyst may add one. */
export function IdeaStep({ variant, form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      {variant === 'improve' ? (
        <Alert onClose={() => {}} durationMs={0}>
          {t('create.improveInfo')}
        </Alert>
      ) : null}
      <TextInput
        label={t('create.ideaTitle')}
        name="idea_title"
        maxLength={180}
        required={variant !== 'standard'}
        value={form.idea.title}
        onChange={(v) =>
          update((f) => {
            f.idea.title = v;
          })
        }
      />
      <Textarea
        label={t('create.ideaDescription')}
        name="idea_description"
        maxLength={5000}
        value={form.idea.description}
        onChange={(v) =>
          update((f) => {
            f.idea.description = v;
          })
        }
      />
    </>
  );
}
