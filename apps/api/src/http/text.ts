/**
 * Text the API never takes in: a NUL character (PostgreSQL's `text` cannot hold it, so a query
 * carrying one fails) and a UTF-16 surrogate without its pair (no UTF-8 encodes it; drivers
 * replace it silently, so what is stored is not what was sent); and JSON nested deeper than
 * `MAX_DEPTH`, which recursive code downstream cannot walk. Every request's path
 * parameters, query and JSON body are checked here once, at any depth, before any handler runs
 * (http/endpoint.ts, http/validate.ts), so no endpoint has to remember it.
 */
import type { FieldErrorBody } from '@nervus/contracts';

/** Cheap first look: any surrogate at all. Most text has none. */
const SURROGATE = /[\uD800-\uDFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NUL_MESSAGE = 'This text must not contain a NUL character.';
export const SURROGATE_MESSAGE = 'This text is not valid Unicode (an unpaired surrogate).';
const KEY_MESSAGE = 'A field name must not contain a NUL character or an unpaired surrogate.';

/** What is wrong with a string, or null when it may be stored. */
export function badText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return SURROGATE.test(text) && LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/** At most this many errors are listed: one is enough to refuse, a few help to fix. */
const MAX_ERRORS = 10;

/**
 * How deep a request's JSON may nest. No payload of ours nests beyond a dozen levels (a draft's
 * content is the deepest); code that walks a value recursively (`JSON.stringify` in a schema's
 * check, PostgreSQL's jsonb) overflows its stack at a few thousand levels, a 500.
 */
export const MAX_DEPTH = 64;
export const DEPTH_MESSAGE = `This value is nested too deeply (at most ${MAX_DEPTH} levels).`;

interface Step {
  readonly value: unknown;
  readonly key: string | number | undefined;
  readonly parent: Step | undefined;
  readonly depth: number;
}

/** The dotted, lower-case field name of a step, as `fieldErrors` names valibot's issues. */
function fieldOf(step: Step | undefined): string {
  const keys: (string | number)[] = [];
  for (let at = step; at && at.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? '*' : keys.reverse().join('.').toLowerCase();
}

/**
 * Every string (and object key) of a parsed JSON value or a query that may not be stored, and
 * any nesting deeper than `MAX_DEPTH`, as field errors. Walks with its own stack, never recursion, so a body nested ten thousand levels
 * deep is walked like a flat one; each step keeps only its parent, so paths cost nothing until
 * one is reported.
 *
 * @example findBadText({ title: 'a\u0000b' }) // [{ field: 'title', error: NUL_MESSAGE }]
 */
export function findBadText(value: unknown): FieldErrorBody[] {
  const errors: FieldErrorBody[] = [];
  const stack: Step[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const step = stack.pop() as Step;
    const current = step.value;
    if (typeof current === 'string') {
      const error = badText(current);
      if (error) errors.push({ field: fieldOf(step), error });
    } else if (current !== null && typeof current === 'object' && step.depth >= MAX_DEPTH) {
      errors.push({ field: fieldOf(step), error: DEPTH_MESSAGE });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i], key: i, parent: step, depth: step.depth + 1 });
      }
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        // The name itself is not echoed back: it is the part that cannot be shown.
        if (badText(key)) errors.push({ field: fieldOf(step), error: KEY_MESSAGE });
        else {
          const item = (current as Record<string, unknown>)[key];
          stack.push({ value: item, key, parent: step, depth: step.depth + 1 });
        }
      }
    }
  }
  return errors.slice(0, MAX_ERRORS);
}
