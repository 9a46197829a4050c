import type { ComponentProps, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Busy: a spinner over the label (which keeps the width and the name), `aria-busy`, no clicks. */
  readonly loading?: boolean;
  /** An icon before the label (e.g. a lucide-react icon); decorative. */
  readonly icon?: ReactNode;
}

/** A spinner; `label` makes it a status that names what is loading, else it is decorative. */
export function Spinner({ label }: { readonly label?: string }) {
  return label ? (
    <span className="nv-spinner" role="status" aria-label={label} />
  ) : (
    <span className="nv-spinner" aria-hidden="true" />
  );
}

/**
 * The product's button. Links that look like buttons take the same look with
 * `className="nv-button"` and `data-variant` / `data-size`.
 *
 * @example <Button variant="danger" loading={saving} onClick={remove}>Delete</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `nv-button ${className}` : 'nv-button'}
      data-variant={variant === 'primary' ? undefined : variant}
      data-size={size === 'md' ? undefined : size}
      aria-busy={loading || undefined}
      // A busy button keeps its focus (disabling it would drop focus to the page) but does nothing.
      aria-disabled={loading || rest.disabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner />}
      {icon && !loading && (
        <span className="nv-button-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="nv-button-label">{children}</span>
    </button>
  );
}
