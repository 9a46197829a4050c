import type { FieldErrorBody } from '@nervus/contracts';

/** A failed call: the HTTP status (0 when the network failed) and the API's message and errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldErrorBody[] = [],
    readonly code?: number,
    readonly path?: string,
  ) {
    super(message);
  }

  /** Field errors by lower-case field name; field-less ones under `*`, as the forms read them. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const { field, error } of this.errors) {
      const key = (field || '*').toLowerCase();
      const list = out[key] ?? [];
      list.push(error);
      out[key] = list;
    }
    return out;
  }
}

/** The user refused a shadow-mode write, or the call was aborted. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor(message = 'User cancelled the action') {
    super(message);
  }
}

/** Statuses never sent to error reporting (spec §8): expected outcomes, not bugs. */
export const UNREPORTED_STATUSES: ReadonlySet<number> = new Set([
  0, 401, 403, 404, 412, 422, 429, 504,
]);

/** Whether an error deserves a report: not cancelled, not a network failure, not expected. */
export function shouldReport(error: unknown): boolean {
  if (error instanceof CancelledError) return false;
  if (error instanceof ApiError) return !UNREPORTED_STATUSES.has(error.status);
  if (error instanceof Error) {
    if (error.name === 'AbortError') return false;
    // A deploy replaced the chunks this page was loaded with: the new-version banner handles it.
    if (
      /Loading chunk|dynamically imported module|Importing a module script failed/i.test(
        error.message,
      )
    ) {
      return false;
    }
  }
  return true;
}
