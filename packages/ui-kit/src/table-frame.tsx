import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { NO_OVERFLOW, type ScrollEdges, sameEdges, scrollEdges } from './table-frame-logic.js';

/** The region's name: its own words, or the id of a heading or caption that says it. */
type TableFrameName =
  | { readonly label: string; readonly labelledBy?: never }
  | { readonly labelledBy: string; readonly label?: never };

export type TableFrameProps = TableFrameName & {
  /** Border, radius and the raised surface (default); `false` inside a card that has them. */
  readonly framed?: boolean;
  /** On the frame (spacing from the page). */
  readonly className?: string;
  /** The table. */
  readonly children: ReactNode;
};

/**
 * A wide table's frame: the table scrolls sideways inside it, never the page. The frame is a
 * labelled region; while the table is wider than it, the region is a tab stop (so a keyboard can
 * scroll it, and axe's scrollable-region-focusable holds) and a shade marks each edge that hides
 * columns. A table that fits adds no tab stop and no shade.
 *
 * @example <TableFrame labelledBy="ledger-title"><table>…</table></TableFrame>
 */
export function TableFrame({
  label,
  labelledBy,
  framed = true,
  className,
  children,
}: TableFrameProps) {
  const scroller = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NO_OVERFLOW);
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = scrollEdges(element);
    setEdges((current) => (sameEdges(current, next) ? current : next));
  }, []);
  // Before the first paint, then whenever the frame or the table changes size (a narrower
  // window, rows arriving) or the table is replaced.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(measure);
    const watch = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
    };
    watch();
    const contents = new MutationObserver(() => {
      watch();
      measure();
    });
    contents.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      contents.disconnect();
    };
  }, [measure]);
  return (
    <div
      className={className ? `nv-table-frame ${className}` : 'nv-table-frame'}
      data-framed={framed}
      data-overflow-start={edges.start}
      data-overflow-end={edges.end}
    >
      <section
        ref={scroller}
        className="nv-table-frame-scroll"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={edges.overflows ? 0 : undefined}
        onScroll={measure}
      >
        {children}
      </section>
    </div>
  );
}
