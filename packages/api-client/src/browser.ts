/**
 * The browser's `ClientEnvironment`: its readable cookies, local storage, `window.confirm`,
 * location. The session itself is an HttpOnly cookie the browser sends on its own. The app
 * passes its own confirm dialog and error reporter.
 */
import type { ClientEnvironment } from './client.js';

export const FINGERPRINT_KEY = 'fingerprint';
export const SCOUT_ID_KEY = 'scout_id';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Sets a cookie for `days` (strict same-site, secure on https), or removes it with 0. */
export function writeCookie(name: string, value: string | null, days = 7): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const expires =
    value === null
      ? 'Thu, 01 Jan 1970 00:00:00 GMT'
      : new Date(Date.now() + days * 864e5).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; Expires=${expires}; SameSite=Strict${secure}`;
}

/**
 * What this page keeps when the browser refuses it local storage: a frame on another site with
 * third-party storage blocked, some private modes. There the mere access to `localStorage`
 * throws (a `SecurityError`), and every call needs the fingerprint: the page keeps its values
 * for its own life instead, and works.
 */
const kept = new Map<string, string>();

function readItem(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return kept.get(key) ?? null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    kept.set(key, value);
  }
}

function fingerprint(): string {
  let value = readItem(FINGERPRINT_KEY);
  if (!value) {
    value = crypto.randomUUID();
    writeItem(FINGERPRINT_KEY, value);
  }
  return value;
}

/** The scout id is kept 270 days. */
function scoutId(): string | null {
  const raw = readItem(SCOUT_ID_KEY);
  if (!raw) return null;
  try {
    const { id, expires } = JSON.parse(raw) as { id: string; expires: number };
    return expires > Date.now() ? id : null;
  } catch {
    return null;
  }
}

export function rememberScout(id: string): void {
  writeItem(SCOUT_ID_KEY, JSON.stringify({ id, expires: Date.now() + 270 * 864e5 }));
}

export function browserEnvironment(overrides: Partial<ClientEnvironment> = {}): ClientEnvironment {
  return {
    readCookie,
    fingerprint,
    scoutId,
    confirm: async (message) => window.confirm(message),
    navigate: (url) => window.location.assign(url),
    location: () => ({ href: window.location.href, platformId: null }),
    report: (error, context) => console.error(error, context),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    accountsUrl: '/accounts',
    ...overrides,
  };
}
