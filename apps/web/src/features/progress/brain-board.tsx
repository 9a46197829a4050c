/**
 * The brain-level board: the rank legend of a role's ladder, the level chart, the progress bar
 * of the chosen level, the numbering toggle and the brain graphic whose 100 sections choose a
 * level. Every number comes from game-rules (levels, ranks): nothing here is copied by hand.
 */
import {
  FINAL_LEVEL_SCORE,
  formatScore,
  type LadderRole,
  LEVEL_STEPS,
  levelProgress,
  levelRange,
  MAX_LEVEL,
  rankFor,
} from '@nervus/game-rules';
import { ProgressBar, RankBadge, useTranslation } from '@nervus/ui-kit';
import { useId, useState } from 'react';
import { BrainGraphic, FILL_DEBOUNCE_MS } from './brain-board-graphic.js';
import { RankLegend } from './brain-board-legend.js';
import { useShowNumbering } from './brain-board-numbering.js';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A level's bound in neurons: a whole number, grouped as scores are (0, not 0.000). */
const neurons = (n: number) => (n === 0 ? '0' : formatScore(n));

const CHART = { width: 320, height: 160, pad: 28 };

/** The cumulative neurons where each level starts, from level 1 to 100. */
function chartPoints(): string {
  const { width, height, pad } = CHART;
  return Array.from({ length: MAX_LEVEL }, (_, i) => {
    const level = i + 1;
    const x = pad + ((width - pad * 2) * level) / MAX_LEVEL;
    const y = height - pad - ((height - pad * 2) * levelRange(level).start) / FINAL_LEVEL_SCORE;
    return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
  }).join(' ');
}

const POINTS = chartPoints();

function chartAt(level: number): { x: number; y: number } {
  const { width, height, pad } = CHART;
  const l = Math.min(MAX_LEVEL, Math.max(1, level));
  return {
    x: pad + ((width - pad * 2) * l) / MAX_LEVEL,
    y: height - pad - ((height - pad * 2) * levelRange(l).start) / FINAL_LEVEL_SCORE,
  };
}

/** The level chart: the neurons each level starts at, the brain's level and the chosen one. */
export function LevelChart({
  level,
  selected,
  showNumbers,
}: {
  level: number;
  selected: number;
  showNumbers: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { width, height, pad } = CHART;
  const mine = chartAt(Math.max(1, Math.floor(level)));
  const chosen = chartAt(selected);
  return (
    <figure className="level-chart nv-flush" aria-labelledby={id}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('brainBoard.chartAbout', {
          level: selected,
          start: neurons(levelRange(selected).start),
          final: neurons(FINAL_LEVEL_SCORE),
        })}
      >
        <line
          className="level-chart-axis"
          x1={pad}
          y1={height - pad}
          x2={width - pad}
          y2={height - pad}
        />
        <line className="level-chart-axis" x1={pad} y1={pad} x2={pad} y2={height - pad} />
        <polyline className="level-chart-line" points={POINTS} />
        <line
          className="level-chart-chosen"
          x1={chosen.x}
          y1={pad}
          x2={chosen.x}
          y2={height - pad}
        />
        <circle className="level-chart-mine" cx={mine.x} cy={mine.y} r={4} />
        {showNumbers ? (
          <g className="level-chart-ticks">
            {[1, 25, 50, 75, 100].map((l) => (
              <text key={l} x={chartAt(l).x} y={height - pad + 14} textAnchor="middle">
                {l}
              </text>
            ))}
            <text x={chosen.x} y={pad - 8} textAnchor="middle">
              {selected}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption id={id}>{t('brainBoard.chart')}</figcaption>
    </figure>
  );
}

/** What the progress bar says of the chosen level, given the brain's score and level. */
export function chosenLevelText(
  t: Translate,
  score: number,
  level: number,
  selected: number,
): { percent: number; step: number; text: string; final: boolean } {
  const progress = levelProgress(level);
  if (progress.isFinal && selected === MAX_LEVEL) {
    return { percent: 100, step: LEVEL_STEPS, text: t('brainBoard.congratulations'), final: true };
  }
  if (selected < progress.level || (progress.isFinal && selected < MAX_LEVEL)) {
    return { percent: 100, step: LEVEL_STEPS, text: t('brainBoard.done'), final: false };
  }
  if (selected === progress.level) {
    const next = Math.max(0, Math.ceil(levelRange(selected).end - score));
    return {
      percent: progress.percent,
      step: progress.step,
      text: t('brainBoard.awayNext', { count: next, neurons: neurons(next), level: selected + 1 }),
      final: false,
    };
  }
  const to = Math.max(0, Math.ceil(levelRange(selected).start - score));
  return {
    percent: 0,
    step: 0,
    // Level 1 starts at 0: the first neuron of any size makes it.
    text:
      to === 0
        ? t('nerveBar.first')
        : t('brainBoard.awayFrom', { count: to, neurons: neurons(to), level: selected }),
    final: false,
  };
}

export interface BrainLevelBoardProps {
  readonly ladder: LadderRole;
  /** The brain's cumulative score and its level (fractional: the tenths are the progress). */
  readonly score: number;
  readonly level: number;
  /** The chosen level when the caller keeps it (a demo); the board keeps its own otherwise. */
  readonly selected?: number;
  readonly onSelect?: (level: number) => void;
  readonly fillDelayMs?: number;
  /** The board's heading: h2 on its own page, h3 inside a section (the help page's demos). */
  readonly headingLevel?: 2 | 3;
  /** Its title (the board's own by default). */
  readonly title?: string;
  /**
   * Whether assistive technology is told of the chosen level as it changes: yes for the
   * player's choice, no for a demo that changes it twenty times a second.
   */
  readonly announce?: boolean;
}

export function BrainLevelBoard({
  ladder,
  score,
  level,
  selected: controlled,
  onSelect,
  fillDelayMs = FILL_DEBOUNCE_MS,
  headingLevel = 2,
  title,
  announce = true,
}: BrainLevelBoardProps) {
  const { t } = useTranslation();
  const { show, setShow } = useShowNumbering();
  const [own, setOwn] = useState(() => Math.max(1, Math.floor(level)));
  const selected = controlled ?? own;
  const select = (to: number) => {
    setOwn(to);
    onSelect?.(to);
  };
  const rank = rankFor(ladder, selected);
  const range = levelRange(selected);
  const chosen = chosenLevelText(t, score, level, selected);
  const toggleId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="brain-board nv-stack" data-gap="md">
      <div className="brain-board-head">
        <Heading id={titleId} className="nv-flush">
          {title ?? t('brainBoard.title')}
        </Heading>
        <label className="brain-board-toggle" htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            aria-checked={show}
            checked={show}
            onChange={(e) => setShow(e.target.checked)}
          />{' '}
          {t('brainBoard.numbering')}
        </label>
      </div>
      <div className="brain-board-grid">
        <div className="brain-board-brain nv-stack" data-gap="sm">
          <BrainGraphic
            ladder={ladder}
            level={level}
            selected={selected}
            onSelect={select}
            showNumbers={show}
            label={t('brainBoard.graphic')}
            fillDelayMs={fillDelayMs}
          />
          <div
            className="brain-board-chosen nv-stack"
            data-gap="sm"
            aria-live={announce ? 'polite' : undefined}
          >
            <p className="nv-flush">
              <strong>{t('brainBoard.chosen', { level: selected })}</strong>{' '}
              <RankBadge color={rank.color}>{rank.label}</RankBadge>
            </p>
            <p className="nv-flush brain-board-range">
              {selected === MAX_LEVEL
                ? t('brainBoard.finalRange', { start: neurons(range.start) })
                : t('brainBoard.range', {
                    start: neurons(range.start),
                    end: neurons(range.end),
                  })}
            </p>
          </div>
          <ProgressBar
            label={t('brainBoard.progress', {
              level: selected,
              step: chosen.step,
              steps: LEVEL_STEPS,
            })}
            value={chosen.percent}
            valueText={chosen.text}
            tone={chosen.final ? 'success' : 'brand'}
          />
          {chosen.final ? (
            <p className="brain-board-final nv-flush" role="status">
              {t('brainBoard.final')}
            </p>
          ) : null}
        </div>
        <div className="nv-stack" data-gap="md">
          <RankLegend ladder={ladder} level={level} headingLevel={headingLevel === 2 ? 3 : 4} />
          <LevelChart level={level} selected={selected} showNumbers={show} />
        </div>
      </div>
    </section>
  );
}
