import type { Logger } from 'pino';
import type { Database } from './db/client.js';
import type { platforms, users } from './db/schema.js';
import type { Config } from './env.js';
import type { RateLimiter, RateLimits } from './http/rate-limit.js';
import type { Realtime } from './modules/realtime/publisher.js';
import type { FileStore } from './storage/store.js';

export type UserRow = typeof users.$inferSelect;
export type PlatformRow = typeof platforms.$inferSelect;

/** What every handler can reach, passed in so tests can swap any of it. */
export interface Deps {
  readonly db: Database;
  readonly config: Config;
  readonly log: Logger;
  readonly limiter: RateLimiter;
  readonly limits: RateLimits;
  /** Uploaded files: the API's disk or an S3 bucket. */
  readonly files: FileStore;
  /** The clock; tests move it. */
  readonly now: () => Date;
  /** Realtime events to players' channels: Ably or the API's own event streams. */
  readonly realtime: Realtime;
}

export interface SessionInfo {
  readonly id: string;
  readonly shadowedBy: string | null;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** The signed-in user, or null for visitors. */
    user: UserRow | null;
    session: SessionInfo | null;
    /** The platform of the request's host. */
    platform: PlatformRow;
    clientIp: string;
  };
}
