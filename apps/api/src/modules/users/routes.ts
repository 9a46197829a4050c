import { MentionQuerySchema } from '@nervus/contracts';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { socialAccounts, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { findUser } from '../accounts/queries.js';
import { publicUser } from '../accounts/serialize.js';

const MENTION_LIMIT = 10;

/** Escapes LIKE wildcards so that a search for `a_b` finds exactly that. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export const userRoutes = new Hono<AppEnv>()
  .get('/users/:id/profile', async (c) => {
    const user = await findUser(c.var.deps.db, c.req.param('id'));
    if (!user) throw notFound('User');
    return c.json({
      data: {
        user: publicUser(user),
        profile: { bio: { interests: user.interests } },
        platform_slug: user.handle,
        joined_at: user.createdAt.toISOString(),
      },
    });
  })
  .get('/users/:id/social', async (c) => {
    const { db } = c.var.deps;
    const user = await findUser(db, c.req.param('id'));
    if (!user) throw notFound('User');
    const rows = await db
      .select({ provider: socialAccounts.provider, handle: socialAccounts.handle })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, user.id));
    return c.json({
      data: { accounts: Object.fromEntries(rows.map((r) => [r.provider, { handle: r.handle }])) },
    });
  })
  .get('/search/mentions', validate('query', MentionQuerySchema), async (c) => {
    const q = c.req.valid('query').q.replace(/^@/, '').toLowerCase();
    const rows = await c.var.deps.db
      .select({ id: users.id, handle: users.handle, first_name: users.firstName })
      .from(users)
      .where(
        and(
          like(users.handle, likePrefix(q)),
          isNull(users.deletedAt),
          eq(users.isDisabled, false),
        ),
      )
      .orderBy(asc(users.handle))
      .limit(MENTION_LIMIT);
    return c.json({ data: rows });
  });
