import type { Validated } from '@nervus/game-rules';
import * as v from 'valibot';

export const REQUIRED = 'This field is required';

/** A database id. */
export const IdSchema = v.pipe(v.string(), v.uuid('Must be an id.'));

/** An id or a slug/handle in a path. */
export const IdOrSlugSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(120));

/** ISO 8601 date-time, as every timestamp is answered. */
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** One field error; field-less errors use `*`. Field names are lower-case. */
export const FieldErrorSchema = v.object({ field: v.string(), error: v.string() });
export type FieldErrorBody = v.InferOutput<typeof FieldErrorSchema>;

/** Every failure: a message, field errors, and for some account failures the spec's code. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.array(FieldErrorSchema),
  code: v.optional(v.number()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(max, `Write at most ${max} characters.`),
  );
}

/** An optional trimmed text of at most `max` characters (empty allowed). */
export function optionalText(max: number) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Write at most ${max} characters.`)),
  );
}

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(254, 'Write at most 254 characters.'),
  v.email('Enter a valid email address.'),
  v.toLowerCase(),
);

/** Wraps a game-rules validator as a valibot check that reports its messages. */
export function rule<T>(validate: (value: string) => Validated<T>) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const result = validate(dataset.value);
    if (!result.ok) for (const error of result.errors) addIssue({ message: error.error });
  });
}

function queryInteger(fallback: number, min: number, max: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,6}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `Must be at least ${min}.`),
    v.maxValue(max, `Must be at most ${max}.`),
  );
}

/** `page` (from 0) and `size` (1–200, default 20) of every list. */
export const PageQuerySchema = v.object({
  page: queryInteger(0, 0, 100_000),
  size: queryInteger(20, 1, 200),
});

/** `{ data }`: the envelope of every success. */
export function envelope<T extends v.GenericSchema>(schema: T) {
  return v.object({ data: schema });
}

export const PageMetaSchema = v.object({
  total: v.number(),
  page: v.number(),
  size: v.number(),
});

/** `{ data: [...], meta: { total, page, size } }`: the envelope of every list. */
export function listEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: PageMetaSchema });
}

/** An empty success (`{ data: { ok: true } }`). */
export const OkSchema = envelope(v.object({ ok: v.literal(true) }));
