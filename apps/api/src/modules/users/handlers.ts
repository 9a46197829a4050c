/** Public player pages: profile, social accounts, @-mention search, following. */
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { enforce } from '../../http/policy.js';
import { findUser } from '../accounts/queries.js';
import { publicUser } from '../accounts/serialize.js';
import { follow, unfollow } from './commands.js';
import { canFollow } from './policy.js';
import { isFollowing, mentionCandidates, platformsOf, socialAccountsOf } from './queries.js';

/** An active player by id or handle (404 for a disabled one, as for nobody). */
async function activePlayer(db: Database, key: string) {
  const player = await findUser(db, key);
  if (!player || player.isDisabled) throw notFound('User');
  return player;
}

/**
 * Follows one player may make per window unless the deployment sets its own: each new one tells
 * (and may mail) the player followed, so the writes' general limit would let one account mail
 * thousands of players an hour.
 */
export const FOLLOW_LIMIT = [60, 60 * 60_000] as const;

export const userHandlers = handlers({
  followState: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const player = await activePlayer(db, params.id);
    return {
      data: { following: await isFollowing(db, { followerId: user.id, followeeId: player.id }) },
    };
  },
  follow: async (c, { user, params }) => {
    const { db, now, limits } = c.var.deps;
    const player = await activePlayer(db, params.id);
    enforce(canFollow(user, player));
    await enforceLimit(c, `follow:${user.id}`, limits.follows ?? FOLLOW_LIMIT);
    await follow(db, { followerId: user.id, followeeId: player.id }, now(), c.var.deps);
    return { data: { following: true } };
  },
  unfollow: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const player = await activePlayer(db, params.id);
    await unfollow(db, { followerId: user.id, followeeId: player.id });
    return { data: { following: false } };
  },
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
  /** Every player owns their personal platform (slug = handle): it comes first. */
  userPlatforms: async (c, { params, query: { page, size } }) => {
    const { db } = c.var.deps;
    const user = await findUser(db, params.id);
    if (!user) throw notFound('User');
    const { rows, total } = await platformsOf(db, user, { page, size });
    return {
      data: rows.map((r) => ({
        role: r.role,
        platform: {
          id: r.id,
          slug: r.slug,
          title: r.title,
          slogan: r.slogan,
          organization_description: r.organizationDescription,
        },
      })),
      meta: { total, page, size },
    };
  },
  searchMentions: async (c, { query }) => ({
    data: await mentionCandidates(c.var.deps.db, query.q.replace(/^@/, '').toLowerCase()),
  }),
});
