import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { ApiError, fieldErrors } from './errors.js';

// Object schemas let arrays through (an array is an object with no keys): bodies must be objects.
const JsonObject = v.custom<unknown>(
  (input) => input !== null && typeof input === 'object' && !Array.isArray(input),
  'The body must be a JSON object.',
);

/**
 * Validates one part of the request with a contracts schema. Failures are 422 with field
 * errors; handlers read the parsed value with `c.req.valid(target)`.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
) {
  const checked = target === 'json' ? (v.pipe(JsonObject, schema) as unknown as S) : schema;
  return vValidator(target, checked, (result) => {
    if (!result.success) throw new ApiError(422, 'Validation failed', fieldErrors(result.issues));
  });
}
