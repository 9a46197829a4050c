/**
 * A json column as a raw statement answers it: node-postgres and PGlite parse json and jsonb, and
 * a text answer (a `::text` cast, another driver) is parsed here, so every reader gets the value.
 */
export const jsonOf = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
