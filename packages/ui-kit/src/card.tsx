import type { ComponentProps } from 'react';

export interface CardProps extends ComponentProps<'div'> {
  /** The element: an `article` for a thing in a list, a `section` for a part of a page. */
  readonly as?: 'div' | 'article' | 'section' | 'li';
  readonly padding?: 'none' | 'md' | 'lg';
  /** Lifts on hover and focus within: for a card that is (or holds) one link. */
  readonly interactive?: boolean;
}

/**
 * A raised surface with the theme's border, radius and first elevation.
 *
 * @example <Card as="article" interactive>…</Card>
 */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      className={className ? `nv-card ${className}` : 'nv-card'}
      data-padding={padding === 'md' ? undefined : padding}
      data-interactive={interactive || undefined}
      {...(rest as object)}
    />
  );
}
