import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from './i18n.js';
import { formatRating, nextRating, RATING_MAX, starFill } from './rating-logic.js';

export interface RatingProps {
  readonly value: number;
  readonly onChange?: (value: number) => void;
  readonly max?: number;
  /** Read-only: shows the value, takes no input. */
  readonly disabled?: boolean;
  /** A second click on the current value resets it to 0. */
  readonly clearable?: boolean;
  readonly label?: string;
}

function Star({ fill }: { fill: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        // The star's own colour is transparent (the gradient shows through the glyph), so the fill
        // names its token rather than currentColor.
        backgroundImage: `linear-gradient(90deg, var(--nv-color-warning) ${fill * 100}%, var(--nv-color-border-strong) ${fill * 100}%)`,
        WebkitBackgroundClip: 'text',
        backgroundClip: 'text',
        color: 'transparent',
      }}
    >
      ★
    </span>
  );
}

/** Star rating: a radio group when editable, an image with its value when read-only. */
export function Rating({
  value,
  onChange,
  max = RATING_MAX,
  disabled,
  clearable,
  label,
}: RatingProps) {
  const { t } = useTranslation('ui');
  const name = label ?? t('component.rating.label');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const text = t('component.rating.value', { value: formatRating(value), max });

  if (disabled || !onChange) {
    return (
      <span className="nv-rating" role="img" aria-label={`${name}: ${text}`}>
        {stars.map((s) => (
          <span key={s} className="nv-star" aria-disabled="true">
            <Star fill={starFill(value, s)} />
          </span>
        ))}
        <span aria-hidden="true">&nbsp;{formatRating(value)}</span>
      </span>
    );
  }

  const current = Math.round(value);
  const focusable = Math.max(current, 1);
  const move = (event: KeyboardEvent, star: number) => {
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    const target = Math.min(max, Math.max(1, star + delta));
    onChange(target);
    refs.current[target - 1]?.focus();
  };

  return (
    <span className="nv-rating" role="radiogroup" aria-label={name}>
      {stars.map((s) => (
        <button
          key={s}
          ref={(el) => {
            refs.current[s - 1] = el;
          }}
          type="button"
          className="nv-star"
          role="radio"
          aria-checked={current === s}
          aria-label={t('component.rating.star', { value: s })}
          tabIndex={s === focusable ? 0 : -1}
          onClick={() => onChange(nextRating(value, s, clearable ?? false))}
          onKeyDown={(e) => move(e, s)}
        >
          <Star fill={starFill(value, s)} />
        </button>
      ))}
      <span aria-live="polite">&nbsp;{formatRating(value)}</span>
    </span>
  );
}

export const ENCOURAGING_LEVELS = ['angry', 'sad', 'meh', 'smile', 'happy'] as const;
const FACES: Record<(typeof ENCOURAGING_LEVELS)[number], string> = {
  angry: '😠',
  sad: '🙁',
  meh: '😐',
  smile: '🙂',
  happy: '😄',
};

export interface EncouragingRatingProps {
  /** 1 (angry) to 5 (happy), or 0 for none. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly label: string;
}

/** Five faces from angry to happy. */
export function EncouragingRating({ value, onChange, label }: EncouragingRatingProps) {
  const { t } = useTranslation('ui');
  return (
    <span className="nv-faces" role="radiogroup" aria-label={label}>
      {ENCOURAGING_LEVELS.map((level, index) => (
        <button
          key={level}
          type="button"
          role="radio"
          className="nv-face"
          aria-checked={value === index + 1}
          aria-label={t(`component.encouraging.${level}`)}
          tabIndex={value === index + 1 || (value === 0 && index === 0) ? 0 : -1}
          onClick={() => onChange(index + 1)}
        >
          <span aria-hidden="true">{FACES[level]}</span>
        </button>
      ))}
    </span>
  );
}
