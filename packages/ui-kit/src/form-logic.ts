/** The form system's rules, free of React. */

export type FormState = 'idle' | 'busy' | 'success' | 'error';

/** Field errors by lower-case field name; errors without a field under `*`. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export type FormFailure =
  | 'no-action'
  | 'middleware'
  | 'before-submit'
  | 'validation'
  | 'cancelled'
  | 'server';

/** The result keys of the spec (component.form.result.*). */
export const FAILURE_KEYS: Readonly<Record<Exclude<FormFailure, 'server'>, string>> = {
  'no-action': 'component.form.result.noAction',
  middleware: 'component.form.result.middleware',
  'before-submit': 'component.form.result.beforeSubmit',
  validation: 'component.form.result.validation',
  cancelled: 'component.form.result.cancelled',
};

export const REQUIRED_KEY = 'component.form.error.required';

export interface FieldSpec {
  readonly label: string;
  readonly required?: boolean;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Required fields left empty, each with the required message filled with its label. */
export function requiredErrors(
  values: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, FieldSpec>>,
  translate: (key: string, options: { label: string }) => string,
): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.required && isEmpty(values[name]))
      errors[name.toLowerCase()] = [translate(REQUIRED_KEY, { label: spec.label })];
  }
  return errors;
}

/** Merges error maps. */
export function mergeErrors(...maps: FieldErrors[]): FieldErrors {
  const out: Record<string, string[]> = {};
  for (const map of maps)
    for (const [k, list] of Object.entries(map)) out[k] = [...(out[k] ?? []), ...list];
  return out;
}

/** Reads an API failure (`{ message, errors: [{ field, error }] }`) into field errors. */
export function serverErrors(error: unknown): { errors: FieldErrors; message: string } {
  const payload = (error ?? {}) as { message?: unknown; errors?: unknown };
  const errors: Record<string, string[]> = {};
  if (Array.isArray(payload.errors)) {
    for (const item of payload.errors as { field?: unknown; error?: unknown }[]) {
      if (typeof item?.error !== 'string') continue;
      const field =
        typeof item.field === 'string' && item.field !== '' ? item.field.toLowerCase() : '*';
      errors[field] = [...(errors[field] ?? []), item.error];
    }
  }
  return { errors, message: typeof payload.message === 'string' ? payload.message : String(error) };
}

/** Whether a submission may start: `once` forms refuse while busy and after a success. */
export function canSubmit(state: FormState, once: boolean): boolean {
  if (state === 'busy') return false;
  return !(once && state === 'success');
}
