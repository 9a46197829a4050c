/** Which realtime transport a server uses, from its configuration (env.ts). */
import type { Logger } from 'pino';
import type { Config } from '../../env.js';
import { ablyRealtime } from './ably.js';
import { builtinRealtime } from './builtin.js';
import type { Realtime } from './publisher.js';

/** Ably when `ABLY_API_KEY` is set; else the built-in streams, over Redis when `REDIS_URL` is. */
export function realtimeFrom(
  config: Pick<Config, 'ablyApiKey' | 'redisUrl'>,
  log: Logger,
): Realtime {
  if (config.ablyApiKey) return ablyRealtime({ key: config.ablyApiKey, log });
  return builtinRealtime({ redisUrl: config.redisUrl, log });
}
