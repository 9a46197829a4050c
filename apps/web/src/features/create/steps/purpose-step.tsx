import { Textarea, useTranslation } from '@nervus/ui-kit';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** Purpose: what the improved idea is for (improve-an-idea challenges). */
export function PurposeStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('create.purpose')}
      hint={t('create.purposeHelp')}
      name="purpose"
      value={form.challenge.improve_purpose_idea}
      onChange={(v) =>
        update((f) => {
          f.challenge.improve_purpose_idea = v;
        })
      }
    />
  );
}
