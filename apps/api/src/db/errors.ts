/**
 * The constraint a unique violation hit, or null for any other error. Looks through Drizzle's
 * wrapper to the driver's error, which PGlite and node-postgres shape alike.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}
