/** Public player pages: profile, social accounts, @-mention search. */
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { findUser } from '../accounts/queries.js';
import { publicUser } from '../accounts/serialize.js';
import { mentionCandidates, socialAccountsOf } from './queries.js';

export const userHandlers = handlers({
  userProfile: async (c, { params }) => {
    const user = await findUser(c.var.deps.db, params.id);
    if (!user) throw notFound('User');
    return {
      data: {
        user: publicUser(user),
        profile: { bio: { interests: user.interests } },
        platform_slug: user.handle,
        joined_at: user.createdAt.toISOString(),
      },
    };
  },
  userSocial: async (c, { params }) => {
    const { db } = c.var.deps;
    const user = await findUser(db, params.id);
    if (!user) throw notFound('User');
    const rows = await socialAccountsOf(db, user.id);
    return {
      data: { accounts: Object.fromEntries(rows.map((r) => [r.provider, { handle: r.handle }])) },
    };
  },
  searchMentions: async (c, { query }) => ({
    data: await mentionCandidates(c.var.deps.db, query.q.replace(/^@/, '').toLowerCase()),
  }),
});
