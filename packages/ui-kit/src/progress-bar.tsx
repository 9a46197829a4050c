import { type CSSProperties, useId } from 'react';
import type { Role } from './tokens.js';

export interface ProgressBarProps {
  readonly value: number;
  readonly max?: number;
  /** What progresses; shown above the bar and its accessible name. */
  readonly label: string;
  /** The value in words (e.g. "1,250 of 2,000 neurons"); a percentage when absent. */
  readonly valueText?: string;
  /** The fill: the brand, a status, or a role's accent. */
  readonly tone?: 'brand' | 'success' | 'warning' | 'danger' | Role;
}

const STATUS = new Set(['brand', 'success', 'warning', 'danger']);

/** The share of `value` in `max`, 0 to 100; 0 for an empty or nonsensical range. */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/**
 * A labelled progress bar (the Nerve Score bar, a stepper's way, a funding goal).
 *
 * @example <ProgressBar label="Level 12" value={1250} max={2000} tone="innovator" />
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'brand',
}: ProgressBarProps) {
  const id = useId();
  const percent = progressPercent(value, max);
  const text = valueText ?? `${Math.round(percent)}%`;
  const color = STATUS.has(tone) ? `var(--nv-color-${tone})` : `var(--nv-role-${tone})`;
  return (
    <div className="nv-progress">
      <div className="nv-progress-head">
        <span id={id}>{label}</span>
        <span className="nv-progress-value">{text}</span>
      </div>
      <div
        className="nv-progress-track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(max, Math.max(0, value))}
        aria-valuetext={text}
      >
        <div
          className="nv-progress-fill"
          style={{ width: `${percent}%`, '--nv-progress-color': color } as CSSProperties}
        />
      </div>
    </div>
  );
}
