/**
 * The stream token's cookie, apart from the realtime call and the token store (`queries.ts`):
 * signing out (the session's module, in every page's first script) drops it without bringing
 * those along.
 */
import { writeCookie } from '@nervus/api-client';

/** The spec keeps `notification_token` 30 days: a cookie of that age, read by script only. */
export const STREAM_TOKEN_COOKIE = 'nv_notification_token';

/** Drops the stream token: it opens the player's channel for 30 days without the session. */
export function forgetStreamToken(): void {
  writeCookie(STREAM_TOKEN_COOKIE, null, 30);
}
