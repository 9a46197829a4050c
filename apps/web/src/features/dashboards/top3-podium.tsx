/**
 * A settled challenge's Top 3 on a podium, with where each place came from (the catalyst's pick
 * or the crowd's choice): a module apart, whose podium (and its medal icon) loads after the
 * ranking is on screen.
 */
import type { ChallengeResults, Idea } from '@nervus/contracts';
import { Podium, useTranslation } from '@nervus/ui-kit';
import '../../i18n/dashboard-results.en.js';

export function Top3Podium({
  results,
  ideas,
}: {
  results: ChallengeResults;
  ideas: readonly Idea[];
}) {
  const { t } = useTranslation();
  const titles = new Map(ideas.map((i) => [i.id, i.title]));
  return (
    <Podium
      label={t('dashboardResults.top3')}
      places={results.top3.map((slot) => ({
        key: slot.idea_id,
        rank: slot.position,
        title: titles.get(slot.idea_id) ?? '—',
        detail:
          slot.source === 'catalyst'
            ? t('dashboardResults.results.catalystPick')
            : t('dashboardResults.crowd'),
      }))}
    />
  );
}
