import { useTranslation } from '@nervus/ui-kit';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const SCALES = ['blue-sky', 'moonshot', 'playful'] as const;

/** Innovation scale: how far from today the ideas may go. */
export function ScaleStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="nv-label">{t('create.scale.label')}</legend>
      {SCALES.map((scale) => (
        <label key={scale} style={{ display: 'block' }}>
          <input
            type="radio"
            name="innovation_scale"
            checked={form.challenge.innovation_scale === scale}
            onChange={() =>
              update((f) => {
                f.challenge.innovation_scale = scale;
              })
            }
          />{' '}
          {t(`create.scale.${scale}`)}
        </label>
      ))}
    </fieldset>
  );
}
