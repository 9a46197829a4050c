import type { ErrorBody, FieldErrorBody } from '@nervus/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** An expected failure, answered as `{ message, errors, code? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: readonly FieldErrorBody[] = [],
    readonly code?: number,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields a protocol asks for beside ours (OAuth's `error`, `error_description`). */
    readonly extra: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new ApiError(401, 'You need to sign in.');
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, message);
export const notFound = (what: string) => new ApiError(404, `${what} not found.`);

/** 422 with one field error. */
export function invalid(field: string, error: string, code?: number): ApiError {
  return new ApiError(422, 'Validation failed', [{ field, error }], code);
}

/** Turns valibot issues into field errors: lower-case dotted paths, `*` when field-less. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrorBody[] {
  const seen = new Set<string>();
  const list = issues.map((issue) => {
    const path = v.getDotPath(issue);
    const field = path ? path.toLowerCase() : '*';
    let error = issue.message;
    if (issue.kind === 'schema' && issue.received === 'undefined') error = 'This field is required';
    else if (issue.type === 'strict_object' && issue.expected === 'never') {
      error = 'This field is not allowed.';
    }
    return { field, error };
  });
  // Several checks of one field can say the same thing (an empty date is neither filled nor a
  // date): say it once.
  return list.filter(({ field, error }) => {
    const key = `${field}\u0000${error}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function errorBody(error: ApiError): ErrorBody {
  return {
    ...error.extra,
    message: error.message,
    errors: [...error.errors],
    ...(error.code === undefined ? {} : { code: error.code }),
  };
}

function hasHeader(headers: Readonly<Record<string, string>>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/**
 * RFC 6750 §3: a 401 says how to authenticate; when a bearer token was sent, that it was not
 * good (unknown, expired or revoked), so a client knows to sign in again rather than retry.
 */
export function bearerChallenge(authorization: string | undefined): string {
  return /^Bearer\s/i.test(authorization ?? '')
    ? 'Bearer realm="nervus", error="invalid_token", error_description="The access token is invalid, expired or revoked."'
    : 'Bearer realm="nervus"';
}

/** The one place errors become responses. */
export function toResponse(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    if (error.status === 401 && !hasHeader(error.headers, 'www-authenticate')) {
      c.header('WWW-Authenticate', bearerChallenge(c.req.header('authorization')));
    }
    return c.json(errorBody(error), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 413
        ? 'The request is too large.'
        : error.message || 'The request could not be read.';
    return c.json({ message, errors: [] }, status);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json({ message: 'Something went wrong, please try again later.', errors: [] }, 500);
}
