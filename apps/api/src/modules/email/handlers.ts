/**
 * Email: the admins' outbox (where mail is read when no SMTP server is configured) and the
 * unsubscribe link of every player's mail. The link needs no sign-in: its random token (stored
 * as a SHA-256, scoped to one player and one kind of mail) is the proof. GET only says what it
 * would turn off (mail scanners open links); POST, the mail client's one-click (RFC 8058) or the
 * confirmation page's button, turns it off, once.
 */
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { readUnsubscribe, unsubscribe } from './commands.js';
import { listOutbox } from './queries.js';
import { outboxMail } from './serialize.js';

export const emailHandlers = handlers({
  adminOutbox: async (c, { query }) => {
    const { rows, total } = await listOutbox(c.var.deps.db, query);
    return {
      data: rows.map(outboxMail),
      meta: { total, page: query.page, size: query.size },
    };
  },

  unsubscribeInfo: async (c, { query }) => {
    const found = await readUnsubscribe(c.var.deps.db, query.token);
    if (!found) throw notFound('Unsubscribe link');
    // The token is in the address: no cache keeps the answer.
    c.header('Cache-Control', 'no-store');
    return { data: found };
  },

  unsubscribe: async (c, { query }) => {
    const { db, now } = c.var.deps;
    const done = await unsubscribe(db, query.token, now());
    if (!done) throw notFound('Unsubscribe link');
    c.header('Cache-Control', 'no-store');
    return { data: done };
  },
});
