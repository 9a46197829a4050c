import { useTranslation } from '@nervus/ui-kit';
import { useId } from 'react';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const SCALES = ['blue-sky', 'moonshot', 'playful'] as const;

/** Innovation scale: how far from today the ideas may go. */
export function ScaleStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="nv-fieldset-plain nv-stack">
      <legend className="nv-label">{t('create.scale.label')}</legend>
      <div className="app-create-tiles" data-columns="wide">
        {SCALES.map((scale) => (
          <label key={scale} className="app-create-tile app-create-choice">
            <input
              type="radio"
              name="innovation_scale"
              aria-labelledby={`${id}-${scale}`}
              aria-describedby={`${id}-${scale}-help`}
              checked={form.challenge.innovation_scale === scale}
              onChange={() =>
                update((f) => {
                  f.challenge.innovation_scale = scale;
                })
              }
            />
            <span>
              <strong id={`${id}-${scale}`}>{t(`create.scale.${scale}`)}</strong>
              <span id={`${id}-${scale}-help`} className="nv-hint">
                {t(`create.scaleHelp.${scale}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
