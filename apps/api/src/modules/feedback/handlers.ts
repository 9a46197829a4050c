/** Feedback sent from any page, signed in or not. */
import { handlers } from '../../http/endpoint.js';
import { insertFeedback } from './queries.js';

export const feedbackHandlers = handlers({
  feedback: async (c, { user, body }) => {
    await insertFeedback(c.var.deps.db, {
      userId: user?.id ?? null,
      platformId: c.var.platform.id,
      about: body.about,
      body: body.feedback,
      email: body.email || user?.email || null,
      page: body.page || null,
      createdAt: c.var.deps.now(),
    });
    return { data: { ok: true as const } };
  },
});
