/**
 * A time zone, in a module of its own: a player's mail preferences (accounts.ts) and an
 * olympiad's schedule (olympiads.ts) both take one, and the account pages need not load the
 * olympiads' schemas for it.
 */
import * as v from 'valibot';

/** An IANA time zone the runtime knows (`Europe/Paris`, `UTC`). */
export const TimeZoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone.length > 0 && zone.length <= 64;
    } catch {
      return false;
    }
  }, 'Must be a time zone such as Europe/Paris.'),
);
