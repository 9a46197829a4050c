import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { ApiError } from './errors.js';

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export const clientAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  let ip = 'local';
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) ip = forwarded;
  }
  if (ip === 'local') {
    try {
      ip = getConnInfo(c).remote.address ?? 'local';
    } catch {
      // In-process requests (tests) have no socket.
    }
  }
  c.set('clientIp', ip);
  await next();
};

/** Counts one hit against `key`; over the limit, answers 429 with Retry-After. */
export async function enforceLimit(
  c: Context<AppEnv>,
  key: string,
  [limit, windowMs]: readonly [number, number],
): Promise<void> {
  const decision = await c.var.deps.limiter.hit(key, limit, windowMs);
  if (!decision.allowed) {
    const seconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
    throw new ApiError(429, `Too many requests. Try again in ${seconds} seconds.`, [], undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/**
 * Every write counts against the writer (their id, or their address when signed out). Mounted
 * on the calls with a body only (http/endpoint.ts).
 */
export const writeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await enforceLimit(c, `write:${c.var.user?.id ?? c.var.clientIp}`, c.var.deps.limits.writes);
  await next();
};
