import { useTranslation } from '@nervus/ui-kit';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const FORMATS = ['caption', 'meme'] as const;

/** Caption format (caption categories): a caption under the picture, or a meme on it. */
export function CaptionFormatStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="nv-label">{t('create.captionFormat')}</legend>
      {FORMATS.map((format) => (
        <label key={format} style={{ display: 'block' }}>
          <input
            type="radio"
            name="caption_format"
            checked={form.challenge.caption_solution_format === format}
            onChange={() =>
              update((f) => {
                f.challenge.caption_solution_format = format;
              })
            }
          />{' '}
          {t(`create.${format}`)}
        </label>
      ))}
    </fieldset>
  );
}
