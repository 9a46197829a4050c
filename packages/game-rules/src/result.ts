/** A field error, as the API answers (`{ field, error }`) and the forms show it. */
export interface FieldError {
  readonly field: string;
  readonly error: string;
}

/** The result of a validation: the cleaned value, or the field errors. */
export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** Builds a validation result from collected errors. */
export function validated<T>(value: T, errors: readonly FieldError[]): Validated<T> {
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors };
}
