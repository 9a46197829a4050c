/** What a scroller reports about its width and position (an element's own properties). */
export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/** Whether the content is wider than the frame, and on which side some of it is out of view. */
export interface ScrollEdges {
  readonly overflows: boolean;
  readonly start: boolean;
  readonly end: boolean;
}

export const NO_OVERFLOW: ScrollEdges = { overflows: false, start: false, end: false };

/**
 * Pixels of give: scrollWidth and clientWidth are rounded while a zoomed page's scrollLeft is
 * not, so a table that fits can measure one pixel wider and a scroller at its end one short.
 */
export const SCROLL_SLACK = 1;

/**
 * The edges of a horizontal scroller that hide content. Right to left, scrollLeft runs from 0
 * at the start to negative values toward the end (CSSOM View), so only its size counts.
 *
 * @example scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 390 }) // overflows, end
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): ScrollEdges {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= SCROLL_SLACK) return NO_OVERFLOW;
  const scrolled = Math.abs(scrollLeft);
  return { overflows: true, start: scrolled > SCROLL_SLACK, end: scrolled < hidden - SCROLL_SLACK };
}

export const sameEdges = (a: ScrollEdges, b: ScrollEdges): boolean =>
  a.overflows === b.overflows && a.start === b.start && a.end === b.end;
