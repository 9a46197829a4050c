import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { ApiError } from './errors.js';
import type { Layer } from './pipeline.js';

/**
 * The client's address in `X-Forwarded-For` behind `hops` proxies of ours, or null when the
 * header names none. Each proxy appends the address it was reached from, so the entry `hops`
 * from the right is the one our outermost proxy wrote; anything left of it came from the client
 * and may be forged. With fewer entries than hops the leftmost is taken (as Express does): every
 * entry then came from a proxy.
 *
 * @example forwardedClient('6.6.6.6, 203.0.113.7', 1) // '203.0.113.7', never the forged 6.6.6.6
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header || hops < 1) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = entries[Math.max(0, entries.length - hops)];
  // What a proxy of ours wrote is an address; anything else is not one to count requests by.
  return address && isIP(address) ? address : null;
}

/** The client's address: the socket's, or the one our trusted proxies saw (`TRUST_PROXY` hops). */
export const clientAddress: Layer = (c, next) => {
  const hops = c.get('deps').config.trustProxy;
  let ip = hops > 0 ? forwardedClient(c.req.header('x-forwarded-for'), hops) : null;
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address ?? 'local';
    } catch {
      // In-process requests (tests) have no socket.
      ip = 'local';
    }
  }
  c.set('clientIp', ip);
  return next();
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
