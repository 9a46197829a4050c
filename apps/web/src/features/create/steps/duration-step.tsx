import { DatePicker, useTranslation } from '@nervus/ui-kit';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const DAY_MS = 86_400_000;

/** Duration: the closing day, tomorrow at the earliest. */
export function DurationStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <DatePicker
      label={t('create.closing')}
      value={form.challenge.duration_end || null}
      min={new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)}
      onChange={(v) =>
        update((f) => {
          f.challenge.duration_end = v ?? '';
        })
      }
    />
  );
}
