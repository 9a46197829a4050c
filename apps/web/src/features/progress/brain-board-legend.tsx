/**
 * The rank legend of a role's ladder, apart from the board: the dashboard's brain panel shows it
 * too, without the board's graphic and chart.
 */
import { type LadderRole, RANK_LADDERS, rankFor } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { type CSSProperties, useId } from 'react';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

/** The rank legend: a ladder's ten ranks in their colours, the brain's own marked. */
export function RankLegend({
  ladder,
  level,
  compact = false,
  headingLevel = 3,
}: {
  ladder: LadderRole;
  headingLevel?: 2 | 3 | 4;
  /** The brain's level: its rank is marked as the player's. */
  level: number | null;
  /** Names and levels only (the dashboard's panel). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mine = level === null ? null : rankFor(ladder, level).id;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className="rank-legend nv-stack" data-gap="sm">
      <Heading id={id} className="nv-flush">
        {t('brainBoard.legend')}
      </Heading>
      <ol className="rank-legend-list nv-list-plain" data-compact={compact ? '' : undefined}>
        {RANK_LADDERS[ladder].map((rank) => (
          <li
            key={rank.id}
            aria-current={rank.id === mine ? 'true' : undefined}
            style={{ '--rank-color': rank.color } as CSSProperties}
          >
            <span className="rank-legend-swatch" aria-hidden="true" />
            <span className="rank-legend-name">{rank.label}</span>
            <span className="rank-legend-levels">
              {t('brainBoard.levels', { start: rank.start_level, end: rank.end_level })}
            </span>
            {compact ? null : <span className="rank-legend-about">{rank.description}</span>}
            {rank.id === mine ? (
              <span className="nv-badge" data-tone="brand">
                {t('brainBoard.yourRank')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
