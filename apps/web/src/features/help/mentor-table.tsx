import { MENTOR_RATING_SCALE, NEURON_TABLE, type ScaleStep } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/help.en.js';
import { HelpTable } from './help-table.js';
import { signed } from './numbers.js';

export interface MentorTableProps {
  /** The mentor's neurons by the innovator's rating 0–5 (`NEURON_TABLE.mentorRated`). */
  readonly byRating?: readonly number[];
  readonly scale?: readonly ScaleStep[];
}

/** What a mentor earns for each rating the innovator can give, with the rating's meaning. */
export function MentorTable({
  byRating = NEURON_TABLE.mentorRated.mentorByRating,
  scale = MENTOR_RATING_SCALE,
}: MentorTableProps) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={t('help.mentor.caption')}
      head={[t('help.mentor.rating'), t('help.mentor.label'), t('help.mentor.neurons')]}
      rows={scale.map((step) => [
        String(step.value),
        step.label,
        signed(byRating[step.value] ?? 0),
      ])}
      numeric={[0, 2]}
    />
  );
}
