import {
  Children,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ButtonVariant } from './button.js';

export interface MenuProps {
  /** The button's content: words, or an avatar or icon with `buttonLabel`. */
  readonly label: ReactNode;
  /** The button's accessible name when `label` is not words (an avatar, a bell). */
  readonly buttonLabel?: string;
  readonly variant?: ButtonVariant;
  /** Which edge of the button the panel lines up with. */
  readonly align?: 'start' | 'end';
  /** The items: `MenuItem`s, or links with `className="nv-menu-item"`. */
  readonly children: ReactNode;
}

const ITEMS = 'a[href], button:not(:disabled), [tabindex="0"]';

/**
 * A disclosure menu: a button that shows and hides a list of links and actions (the user menu,
 * the navbar's overflow). Enter, Space or Arrow Down open it; arrows, Home and End move between
 * items; Escape closes it and returns focus to the button; so do choosing an item, clicking
 * outside and tabbing away. Links stay links (no `role="menu"`), as a site navigation's should.
 *
 * @example <Menu label={<Avatar … />} buttonLabel="Your account"><a className="nv-menu-item" href="/me">My Account</a></Menu>
 */
export function Menu({
  label,
  buttonLabel,
  variant = 'ghost',
  align = 'end',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  // The item to focus once the panel shows: hidden items cannot take focus.
  const focusOnOpen = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (open && focusOnOpen.current !== null) focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  });
  const openAndFocus = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusItem(to);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };
  // Tabbing out of the button or the list to anywhere else closes the menu.
  const onBlur = (event: FocusEvent) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <div ref={root} className="nv-menu" data-align={align}>
      <button
        ref={button}
        type="button"
        className="nv-button"
        data-variant={variant === 'primary' ? undefined : variant}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
        onBlur={onBlur}
      >
        {label}
      </button>
      <ul
        ref={panel}
        id={id}
        className="nv-menu-panel"
        hidden={!open}
        onKeyDown={onPanelKey}
        onBlur={onBlur}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest(ITEMS)) close(true);
        }}
      >
        {Children.map(children, (child) => child && <li>{child}</li>)}
      </ul>
    </div>
  );
}

export interface MenuItemProps extends ComponentProps<'button'> {
  /** A decorative icon before the words. */
  readonly icon?: ReactNode;
}

/**
 * An action in a `Menu` (a link takes `className="nv-menu-item"` instead).
 *
 * @example <MenuItem icon={<LogOut />} onClick={signOut}>Sign Out</MenuItem>
 */
export function MenuItem({ icon, children, type = 'button', ...rest }: MenuItemProps) {
  return (
    <button type={type} className="nv-menu-item" {...rest}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </button>
  );
}
