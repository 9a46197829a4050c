/**
 * The Nerve Score bar: a brain's score, level and rank, and the way through its level. It waits
 * a second, then the score counts up (750 ms) while the bar fills (3 s), as the spec times it;
 * a player who asks for less motion sees the numbers at once.
 */
import type { BrainSchema } from '@nervus/contracts';
import {
  formatScore,
  type LadderRole,
  LEVEL_STEPS,
  levelProgress,
  levelRange,
  ROLE_TITLES,
} from '@nervus/game-rules';
import { ProgressBar, RankBadge, useTranslation } from '@nervus/ui-kit';
import { type CSSProperties, useId } from 'react';
import type * as v from 'valibot';
import {
  NERVE_BAR_COUNT_MS,
  NERVE_BAR_DELAY_MS,
  NERVE_BAR_WIDTH_MS,
  useCountUp,
  usePrefersReducedMotion,
  useStarted,
} from './nerve-bar-motion.js';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

type Brain = v.InferOutput<typeof BrainSchema>;

export interface NerveScoreBarProps {
  readonly brain: Pick<Brain, 'role' | 'score' | 'brain_level' | 'rank_label' | 'rank_color'>;
  /** The motion's timings (the spec's by default). */
  readonly delayMs?: number;
  readonly countMs?: number;
  readonly widthMs?: number;
}

/**
 * Neurons still to earn before the next level: null at level 100, which is final, and 0 at
 * level 0, where the first neuron of any size makes level 1.
 *
 * @example neuronsToNextLevel(25, 1.4) // 26 (level 2 starts at 51)
 */
export function neuronsToNextLevel(score: number, brainLevel: number): number | null {
  const { level, isFinal } = levelProgress(brainLevel);
  if (isFinal) return null;
  if (level === 0) return 0;
  return Math.max(0, Math.ceil(levelRange(level).end - score));
}

export function NerveScoreBar({
  brain,
  delayMs = NERVE_BAR_DELAY_MS,
  countMs = NERVE_BAR_COUNT_MS,
  widthMs = NERVE_BAR_WIDTH_MS,
}: NerveScoreBarProps) {
  const { t } = useTranslation();
  const reduce = usePrefersReducedMotion();
  const started = useStarted(delayMs, reduce);
  const shownScore = useCountUp(brain.score, countMs, started, reduce);
  const progress = levelProgress(brain.brain_level);
  const away = neuronsToNextLevel(brain.score, brain.brain_level);
  const title = ROLE_TITLES[brain.role as LadderRole] ?? brain.role;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="nerve-bar nv-stack"
      data-gap="sm"
      style={{ '--nerve-bar-width-ms': `${widthMs}ms` } as CSSProperties}
    >
      <div className="nerve-bar-head">
        <h2 id={titleId} className="nv-flush">
          {title}
        </h2>
        {/* The final number for assistive technology; the counting one is for the eyes. */}
        <p className="nerve-bar-score nv-flush">
          <span aria-hidden="true" data-testid="nerve-bar-count">
            {formatScore(shownScore)}
          </span>
          <span className="nv-visually-hidden">
            {t('nerveBar.score', { score: formatScore(brain.score) })}
          </span>
        </p>
      </div>
      <p className="nerve-bar-rank nv-flush">
        <RankBadge color={brain.rank_color}>{brain.rank_label}</RankBadge>{' '}
        {t('nerveBar.level', { level: brain.brain_level.toFixed(1) })}
      </p>
      <ProgressBar
        label={
          progress.isFinal
            ? t('nerveBar.finalLabel')
            : t('nerveBar.levelSteps', {
                level: progress.level,
                step: progress.step,
                steps: LEVEL_STEPS,
              })
        }
        value={started ? (progress.isFinal ? 100 : progress.percent) : 0}
        valueText={
          away === null
            ? t('nerveBar.congratulations')
            : away === 0
              ? t('nerveBar.first')
              : t('nerveBar.away', {
                  count: away,
                  neurons: formatScore(away),
                  level: progress.level + 1,
                })
        }
      />
    </section>
  );
}
