import { useTranslation } from '@nervus/ui-kit';
import { useId } from 'react';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const FORMATS = ['caption', 'meme'] as const;

/** Caption format (caption categories): a caption under the picture, or a meme on it. */
export function CaptionFormatStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="nv-fieldset-plain nv-stack">
      <legend className="nv-label">{t('create.captionFormat')}</legend>
      <div className="app-create-tiles" data-columns="wide">
        {FORMATS.map((format) => (
          <label key={format} className="app-create-tile app-create-choice">
            <input
              type="radio"
              name="caption_format"
              aria-labelledby={`${id}-${format}`}
              aria-describedby={`${id}-${format}-help`}
              checked={form.challenge.caption_solution_format === format}
              onChange={() =>
                update((f) => {
                  f.challenge.caption_solution_format = format;
                })
              }
            />
            <span>
              <strong id={`${id}-${format}`}>{t(`create.${format}`)}</strong>
              <span id={`${id}-${format}-help`} className="nv-hint">
                {t(`create.formatHelp.${format}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
