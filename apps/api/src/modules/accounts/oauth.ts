/** The OAuth 2.0 endpoints' own error shape (RFC 6749 §5.2) and body reading (JSON or form). */
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { ApiError } from '../../http/errors.js';

/** The spec's OAuth error codes. */
export const OAUTH_CODES = {
  denied: 10110,
  tokenFailed: 10122,
  createUserFailed: 10134,
  emailTaken: 10161,
  updateCredentialsFailed: 10169,
  userNotFound: 10198,
} as const;

export function oauthError(
  status: 400 | 401 | 403 | 429 | 500,
  error: string,
  description: string,
  code?: number,
  errors = [{ field: '*', error: description }],
) {
  return new ApiError(
    status,
    description,
    errors,
    code,
    { 'Cache-Control': 'no-store' },
    {
      error,
      error_description: description,
    },
  );
}

/** The token request's body: a form (as RFC 6749 says) or JSON (as the spec's page sends). */
export async function readTokenRequest(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      return await c.req.parseBody();
    }
    return await c.req.json();
  } catch {
    throw oauthError(400, 'invalid_request', 'The request body could not be read.');
  }
}
