/**
 * The motion of My Progress: the Nerve Score bar's timings (the spec's: it waits 1 s, the score
 * counts up over 750 ms, the bar fills over 3 s), the count-up, and the player's wish for less
 * motion. Timers run only in these hooks, so tests drive them with fake timers.
 */
import { useEffect, useRef, useState } from 'react';

export const NERVE_BAR_DELAY_MS = 1000;
export const NERVE_BAR_COUNT_MS = 750;
export const NERVE_BAR_WIDTH_MS = 3000;
/** The count-up's frames: enough for a smooth count, few enough to stay cheap. */
export const COUNT_FRAMES = 30;

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The device asks for less motion (no matchMedia, as in tests: it does not). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCE).matches
    : false;
}

export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCE);
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

/** Ease-out cubic: the count slows as it arrives. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * Whether `delayMs` has passed since mount (at once when motion is reduced): the bar's start.
 */
export function useStarted(delayMs: number, reduce: boolean): boolean {
  const [started, setStarted] = useState(reduce);
  useEffect(() => {
    if (reduce) {
      setStarted(true);
      return;
    }
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, reduce]);
  return started;
}

/**
 * A number counting from 0 up to `target` over `durationMs` once `running` (the target itself
 * when motion is reduced). A new target counts from where the count stands.
 */
export function useCountUp(target: number, durationMs: number, running: boolean, reduce: boolean) {
  const [value, setValue] = useState(reduce ? target : 0);
  // Where the count stands, for a new target to count on from.
  const shown = useRef(value);
  shown.current = value;
  useEffect(() => {
    if (reduce) {
      setValue(target);
      return;
    }
    if (!running) return;
    const from = shown.current;
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      if (frame >= COUNT_FRAMES) {
        clearInterval(timer);
        setValue(target);
        return;
      }
      setValue(from + (target - from) * easeOut(frame / COUNT_FRAMES));
    }, durationMs / COUNT_FRAMES);
    return () => clearInterval(timer);
  }, [target, durationMs, running, reduce]);
  return value;
}
