/**
 * The app's one API client and the session cookies. Everything the browser offers reaches the
 * client here; the confirmation of shadow-mode writes uses the words of the i18n file.
 */
import {
  AUTH_COOKIE,
  browserEnvironment,
  createApiClient,
  readCookie,
  SHADOW_COOKIE,
  writeCookie,
} from '@nervus/api-client';
import { i18n } from '../i18n/index.js';

export const api = createApiClient(
  browserEnvironment({
    confirm: async () => window.confirm(i18n.t('shadow.confirm')),
  }),
);

export function setSession(token: string | null): void {
  writeCookie(AUTH_COOKIE, token);
}

export function setShadowSession(token: string | null): void {
  writeCookie(SHADOW_COOKIE, token, token ? 1 / 24 : 0);
}

export function hasSession(): boolean {
  return readCookie(AUTH_COOKIE) !== null || readCookie(SHADOW_COOKIE) !== null;
}

export function isShadowing(): boolean {
  return readCookie(SHADOW_COOKIE) !== null;
}
