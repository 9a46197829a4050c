import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { ApiError, fieldErrors } from './errors.js';
import { findBadText } from './text.js';

// Object schemas let arrays through (an array is an object with no keys): bodies must be objects.
const JsonObject = v.custom<unknown>(
  (input) => input !== null && typeof input === 'object' && !Array.isArray(input),
  'The body must be a JSON object.',
);

/**
 * NUL characters and unpaired surrogates anywhere in a body (values and keys, at any depth) are
 * refused before the call's own schema runs: a schema that lets free text through (a record, a
 * description) must not carry them to the database.
 */
const CleanText = v.rawCheck<unknown>(({ dataset, addIssue }) => {
  for (const { field, error } of findBadText(dataset.value)) {
    const path = field === '*' ? undefined : field.split('.').map(pathItem);
    addIssue({ message: error, ...(path ? { path: path as [v.IssuePathItem] } : {}) });
  }
});

/** A path item of an issue: `getDotPath` (and so `fieldErrors`) reads only its key. */
function pathItem(key: string): v.IssuePathItem {
  return { type: 'unknown', origin: 'value', input: undefined, key, value: undefined };
}

/**
 * Validates one part of the request with a contracts schema. Failures are 422 with field
 * errors; handlers read the parsed value with `c.req.valid(target)`.
 */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(
  target: T,
  schema: S,
) {
  const checked =
    target === 'json' ? (v.pipe(JsonObject, CleanText, schema) as unknown as S) : schema;
  return vValidator(target, checked, (result) => {
    if (!result.success) throw new ApiError(422, 'Validation failed', fieldErrors(result.issues));
  });
}
