/** Analytics events from the pages (their own, smaller body limit is in the contract). */
import { handlers } from '../../http/endpoint.js';
import { insertEvent } from './queries.js';

export const analyticsHandlers = handlers({
  trait: async (c, { user, body }) => {
    await insertEvent(c.var.deps.db, {
      fingerprint: body.fingerprint,
      userId: user?.id ?? null,
      platformId: c.var.platform.id,
      type: body.type,
      event: body.event,
      context: body.context ?? {},
      sentAt: new Date(body.sent_at),
      receivedAt: c.var.deps.now(),
    });
    return { data: { ok: true as const } };
  },
});
