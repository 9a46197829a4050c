// The public surface of @nervus/api-client. Every export is named here (no `export *`).

export {
  browserEnvironment,
  FINGERPRINT_KEY,
  readCookie,
  rememberScout,
  SCOUT_ID_KEY,
  writeCookie,
} from './browser.js';
export {
  type ApiClient,
  type ClientEnvironment,
  CSRF_COOKIE,
  CSRF_HEADER,
  createApiClient,
  type HttpMethod,
  LOGOUT_DELAY_MS,
  logoutUrl,
  RETRY_RULES,
  type RequestOptions,
  type RetryRule,
  SCHEDULED_POLL_MS,
  SHADOW_CONFIRMATION,
  SHADOWING_COOKIE,
  TIMEOUT_MS,
  type UploadOptions,
  xhrPut,
} from './client.js';
export { ApiError, CancelledError, shouldReport, UNREPORTED_STATUSES } from './errors.js';
