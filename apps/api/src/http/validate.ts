import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';
import { ApiError, fieldErrors } from './errors.js';

/**
 * Validates one part of the request with a contracts schema. Failures are 422 with field
 * errors; handlers read the parsed value with `c.req.valid(target)`.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
) {
  return vValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError(422, 'Validation failed', fieldErrors(result.issues));
  });
}
