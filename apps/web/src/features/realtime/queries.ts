/** The realtime path's one call, and where the stream token is kept between pages. */
import { readCookie, writeCookie } from '@nervus/api-client';
import type { NotificationAuth } from '@nervus/contracts';
import { api } from '../../lib/api.js';
import type { TokenStore } from './connection.js';

/** POST /notifications/auth: how this browser subscribes to its player's channel. */
export async function notificationAuth(): Promise<NotificationAuth> {
  return (await api.call('notificationsAuth')).data;
}

const COOKIE = 'nv_notification_token';

/** The spec keeps `notification_token` 30 days: a cookie of that age, read by script only. */
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
