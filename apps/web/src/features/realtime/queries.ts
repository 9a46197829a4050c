/** The realtime path's one call, and where the stream token is kept between pages. */
import { readCookie, writeCookie } from '@nervus/api-client';
import type { NotificationAuth } from '@nervus/contracts';
import { api } from '../../lib/api.js';
import type { TokenStore } from './connection.js';
import { STREAM_TOKEN_COOKIE as COOKIE } from './token-cookie.js';

/** POST /notifications/auth: how this browser subscribes to its player's channel. */
export async function notificationAuth(): Promise<NotificationAuth> {
  return (await api.call('notificationsAuth')).data;
}

/** The stream token between pages (`token-cookie.ts`: a cookie of 30 days, read by script only). */
export const cookieTokenStore: TokenStore = {
  read() {
    const text = readCookie(COOKIE);
    if (!text) return null;
    try {
      const value = JSON.parse(text) as ReturnType<TokenStore['read']>;
      return value && typeof value.token === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  write(value) {
    writeCookie(COOKIE, value ? JSON.stringify(value) : null, 30);
  },
};
