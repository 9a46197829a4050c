import { TRAIT_MAX_BYTES, TraitInputSchema } from '@nervus/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context.js';
import { analyticsEvents } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { validate } from '../../http/validate.js';

export const analyticsRoutes = new Hono<AppEnv>().post(
  '/nerves/trait',
  bodyLimit({
    maxSize: TRAIT_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, `An analytics event can be at most ${TRAIT_MAX_BYTES} bytes.`);
    },
  }),
  validate('json', TraitInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    await c.var.deps.db.insert(analyticsEvents).values({
      fingerprint: input.fingerprint,
      userId: c.var.user?.id ?? null,
      platformId: c.var.platform.id,
      type: input.type,
      event: input.event,
      context: input.context ?? {},
      sentAt: new Date(input.sent_at),
      receivedAt: c.var.deps.now(),
    });
    return c.json({ data: { ok: true as const } }, 202);
  },
);
