import { type ReactNode, useId } from 'react';

export interface FieldProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly required?: boolean | undefined;
  /** Renders the control with the ids it must carry. */
  readonly children: (ids: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="nv-field">
      <label className="nv-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <span className="nv-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="nv-error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
