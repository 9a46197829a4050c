import { FeedbackInputSchema } from '@nervus/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { feedback } from '../../db/schema.js';
import { validate } from '../../http/validate.js';

export const feedbackRoutes = new Hono<AppEnv>().post(
  '/feedback',
  validate('json', FeedbackInputSchema),
  async (c) => {
    const input = c.req.valid('json');
    await c.var.deps.db.insert(feedback).values({
      userId: c.var.user?.id ?? null,
      platformId: c.var.platform.id,
      about: input.about,
      body: input.feedback,
      email: input.email || c.var.user?.email || null,
      page: input.page || null,
      createdAt: c.var.deps.now(),
    });
    return c.json({ data: { ok: true as const } }, 201);
  },
);
