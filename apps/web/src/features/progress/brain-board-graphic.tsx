/**
 * The brain graphic: two hemispheres of 100 sections, one per brain level 1–100, swept from the
 * bottom of the left hemisphere over the top to the bottom of the right. Sections up to the
 * brain's level are filled in their rank's colour; the chosen one is outlined. For the keyboard
 * it is a radio group: one tab stop, arrows move by a level, Page Up and Page Down by ten, Home
 * and End to the first and last.
 */
import { type LadderRole, MAX_LEVEL, rankFor } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import '../../i18n/brain-board.en.js';
import './brain-board.css';

/** The spec's fill debounce. */
export const FILL_DEBOUNCE_MS = 300;

const WEDGES = 10;
const BANDS = 10;
const VIEW = { width: 420, height: 320 };
const RADIUS = { x: 200, y: 150 };
const CENTRE_Y = 162;
/** Half the gap between the hemispheres (the longitudinal fissure). */
const FISSURE = 5;
/** The innermost band starts this far out (as a share of the radius). */
const INNER = 0.28;
const BAND = (1 - INNER) / BANDS;

export interface Section {
  readonly level: number;
  readonly path: string;
  /** Where its number goes. */
  readonly x: number;
  readonly y: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The outline of level `level`'s section, in the graphic's coordinates (y down). */
export function sectionOf(level: number): Section {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new RangeError(`a section is a level from 1 to ${MAX_LEVEL}, got ${level}`);
  }
  const index = level - 1;
  const wedge = Math.floor(index / BANDS);
  const band = index % BANDS;
  const left = wedge < WEDGES / 2;
  const cx = VIEW.width / 2 + (left ? -FISSURE : FISSURE);
  // 36° wedges: the left hemisphere from the bottom (90°) to the top (270°), the right on to
  // the bottom again (450°); angles grow clockwise on screen.
  const span = 360 / WEDGES;
  const from = ((90 + wedge * span) * Math.PI) / 180;
  const to = ((90 + (wedge + 1) * span) * Math.PI) / 180;
  const inner = INNER + band * BAND;
  const outer = inner + BAND;
  const at = (angle: number, f: number) =>
    `${round(cx + f * RADIUS.x * Math.cos(angle))} ${round(CENTRE_Y + f * RADIUS.y * Math.sin(angle))}`;
  const arc = (f: number, sweep: 0 | 1, angle: number) =>
    `A ${round(f * RADIUS.x)} ${round(f * RADIUS.y)} 0 0 ${sweep} ${at(angle, f)}`;
  const path = `M ${at(from, outer)} ${arc(outer, 1, to)} L ${at(to, inner)} ${arc(inner, 0, from)} Z`;
  const mid = (from + to) / 2;
  const f = (inner + outer) / 2;
  return {
    level,
    path,
    x: round(cx + f * RADIUS.x * Math.cos(mid)),
    y: round(CENTRE_Y + f * RADIUS.y * Math.sin(mid)),
  };
}

const SECTIONS: readonly Section[] = Array.from({ length: MAX_LEVEL }, (_, i) => sectionOf(i + 1));

/**
 * `value`, followed at most every `delayMs` while it keeps changing: the fill catches up with a
 * level that runs on (a demo's 50 ms tick) in steps instead of redrawing 100 sections a tick,
 * and never waits for the run to stop, as a plain debounce would.
 */
export function useFillLevel(value: number, delayMs = FILL_DEBOUNCE_MS): number {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (value === shown || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setShown(latest.current);
    }, delayMs);
  }, [value, shown, delayMs]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return shown;
}

/** Where a key moves the choice, or null for a key the group leaves alone. */
export function levelAfterKey(key: string, level: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: level + 1,
    ArrowUp: level + 1,
    ArrowLeft: level - 1,
    ArrowDown: level - 1,
    PageUp: level + 10,
    PageDown: level - 10,
    Home: 1,
    End: MAX_LEVEL,
  };
  const to = moves[key];
  return to === undefined ? null : Math.min(MAX_LEVEL, Math.max(1, to));
}

export interface BrainGraphicProps {
  readonly ladder: LadderRole;
  /** The brain's level (fractional): sections up to its whole part are filled. */
  readonly level: number;
  /** The chosen section, 1–100. */
  readonly selected: number;
  readonly onSelect: (level: number) => void;
  readonly showNumbers: boolean;
  /** The group's accessible name. */
  readonly label: string;
  readonly fillDelayMs?: number;
}

/**
 * The drawing takes the pointer; the keyboard and assistive technology use a native radio group
 * of the same 100 levels, visually hidden, whose focus the drawing shows on the chosen section.
 */
export function BrainGraphic({
  ladder,
  level,
  selected,
  onSelect,
  showNumbers,
  label,
  fillDelayMs = FILL_DEBOUNCE_MS,
}: BrainGraphicProps) {
  const { t } = useTranslation();
  const name = useId();
  const filled = Math.floor(useFillLevel(level, fillDelayMs));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrows are the radio group's own; these keys jump further.
    if (!['PageUp', 'PageDown', 'Home', 'End'].includes(event.key)) return;
    const to = levelAfterKey(event.key, selected);
    if (to === null) return;
    event.preventDefault();
    onSelect(to);
    refs.current[to - 1]?.focus();
  };
  const onPointer = (event: MouseEvent) => {
    const at = (event.target as Element).closest('[data-level]');
    const chosen = Number(at?.getAttribute('data-level'));
    if (!chosen) return;
    onSelect(chosen);
    // The keyboard goes on from the section the pointer chose.
    refs.current[chosen - 1]?.focus({ preventScroll: true });
  };
  const chosen = SECTIONS[selected - 1];
  return (
    <div className="brain-graphic">
      {/* The drawing is the pointer's; the radios below are the keyboard's way to each section. */}
      <svg
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        aria-hidden="true"
        focusable="false"
        onClick={onPointer}
        data-numbering={showNumbers ? '' : undefined}
      >
        {SECTIONS.map((s) => (
          <path
            key={s.level}
            d={s.path}
            className="brain-section"
            data-filled={s.level <= filled ? '' : undefined}
            data-level={s.level}
            style={{ '--brain-section': rankFor(ladder, s.level).color } as CSSProperties}
          />
        ))}
        {/* Drawn last so that no neighbour covers it. */}
        {chosen ? <path d={chosen.path} className="brain-chosen" /> : null}
        {showNumbers ? (
          <g className="brain-numbers">
            {SECTIONS.map((s) => (
              <text
                key={s.level}
                x={s.x}
                y={s.y}
                data-filled={s.level <= filled ? '' : undefined}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {s.level}
              </text>
            ))}
          </g>
        ) : null}
      </svg>
      {/* Hidden in a box of its own: a fieldset is as wide as its content whatever it is told. */}
      <div className="nv-visually-hidden">
        <fieldset>
          <legend>{label}</legend>
          {SECTIONS.map((s) => (
            <label key={s.level}>
              <input
                ref={(el) => {
                  refs.current[s.level - 1] = el;
                }}
                type="radio"
                name={name}
                value={s.level}
                checked={s.level === selected}
                data-level={s.level}
                data-filled={s.level <= filled ? '' : undefined}
                onChange={() => onSelect(s.level)}
                onKeyDown={onKeyDown}
              />
              {t('brainBoard.section', { level: s.level })}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
