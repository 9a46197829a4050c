/**
 * Score Stats (`?tab=nerve-score`, or a role): the player's brain in the chosen tab.
 */
import { useTranslation } from '@nervus/ui-kit';
import { titleKey } from '../../lib/route-meta.js';
import { BrainsPanel } from '../game/brains-panel.js';

export function ScoreStatsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <h1 id="page-title">{t(titleKey('dashboard.my-progress.score-stats'))}</h1>
      <BrainsPanel />
    </section>
  );
}
