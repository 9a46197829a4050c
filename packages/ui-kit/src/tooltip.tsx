import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export const TOOLTIP_DELAY_MS = 100;

export interface TooltipProps {
  readonly content: string;
  /** One focusable element: the tooltip describes it. */
  readonly children: ReactElement<Record<string, unknown>>;
  readonly delayMs?: number;
}

/** A tooltip above its element, after 100 ms of hover or on focus; Escape hides it. */
export function Tooltip({ content, children, delayMs = TOOLTIP_DELAY_MS }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span className="nv-tooltip-anchor">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Escape') hide();
        },
      })}
      {open ? (
        <span role="tooltip" id={id} className="nv-tooltip" data-placement="top">
          {content}
        </span>
      ) : null}
    </span>
  );
}
