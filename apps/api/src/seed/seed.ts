/**
 * Seeds the database. Idempotent: running it again adds what is missing and changes nothing
 * that exists (an admin's edits to a platform survive a restart). Platforms, categories, flags
 * and pages always; demo users and challenges only when asked.
 */

import { WEB_CLIENT_ID } from '@nervus/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import {
  categories,
  challenges,
  contentPages,
  featureFlags,
  flagOverrides,
  follows,
  highlights,
  moneyLedger,
  oauthClients,
  payoutAccounts,
  platformCategories,
  platformStaff,
  platforms,
  platformTeamMembers,
  platformTeams,
  socialAccounts,
  users,
} from '../db/schema.js';
import { hashToken } from '../http/auth.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { insertAccount } from '../modules/accounts/queries.js';
import { backfillMedalsOnce } from '../modules/awards/commands.js';
import { CATEGORIES, type CategorySeed, FLAGS, PAGES, PLATFORMS } from './data.js';
import {
  DEMO_CHALLENGES,
  DEMO_CLIENT,
  DEMO_PASSWORD,
  DEMO_TEAMS,
  DEMO_USERS,
  demoDepositKey,
  demoEmail,
  demoPayoutAccount,
  demoStartingBalance,
} from './demo.js';
import { seedOlympiads } from './olympiads.js';

const DAY = 24 * 60 * 60 * 1000;

async function seedPlatforms(tx: Tx, now: Date): Promise<Map<string, string>> {
  await tx
    .insert(platforms)
    .values(
      PLATFORMS.map((p) => ({
        slug: p.slug,
        name: p.slug,
        title: p.title,
        slogan: p.slogan,
        marketingPhrase: p.marketingPhrase,
        subdomain: p.isDefault ? null : p.slug,
        type: 'system-platform' as const,
        isDefault: p.isDefault ?? false,
        aliases: [...(p.aliases ?? [])],
        accentColor: p.accentColor ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: platforms.id, slug: platforms.slug })
    .from(platforms)
    .where(
      inArray(
        platforms.slug,
        PLATFORMS.map((p) => p.slug),
      ),
    );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedCategories(
  tx: Tx,
  platformIds: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const visit = async (list: readonly CategorySeed[], parentId: string | null) => {
    for (const [position, seed] of list.entries()) {
      await tx
        .insert(categories)
        .values({
          slug: seed.slug,
          name: seed.name,
          description: seed.description ?? null,
          icon: seed.icon ?? null,
          relatedPlatform: seed.relatedPlatform ?? null,
          parentId,
          position,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, seed.slug));
      if (!row) throw new Error(`category ${seed.slug} missing after insert`);
      ids.set(seed.slug, row.id);
      if (seed.children) await visit(seed.children, row.id);
    }
  };
  await visit(CATEGORIES, null);
  const links = PLATFORMS.flatMap((p) =>
    p.categories.map((slug) => ({
      platformId: platformIds.get(p.slug) as string,
      categoryId: ids.get(slug) as string,
    })),
  );
  if (links.length > 0) await tx.insert(platformCategories).values(links).onConflictDoNothing();
  return ids;
}

async function seedFlags(tx: Tx, platformIds: Map<string, string>, now: Date): Promise<void> {
  await tx
    .insert(featureFlags)
    .values(
      FLAGS.map((f) => ({
        key: f.key,
        description: f.description,
        enabled: f.enabled,
        variant: f.variant ?? null,
        variants: [...(f.variants ?? [])],
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  for (const flag of FLAGS) {
    for (const [slug, setting] of Object.entries(flag.platforms ?? {})) {
      await tx
        .insert(flagOverrides)
        .values({
          flagKey: flag.key,
          platformId: platformIds.get(slug) as string,
          userId: null,
          enabled: setting.enabled,
          variant: setting.variant ?? null,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }
}

async function seedPages(tx: Tx, platformIds: Map<string, string>, now: Date): Promise<void> {
  await tx
    .insert(contentPages)
    .values(
      PAGES.map((p) => ({
        platformId: p.platform ? (platformIds.get(p.platform) as string) : null,
        slug: p.slug,
        title: p.title,
        body: p.body,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

async function seedDemo(
  tx: Tx,
  platformIds: Map<string, string>,
  categoryIds: Map<string, string>,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const userIds = new Map<string, string>();
  for (const demo of DEMO_USERS) {
    const handle = demo.screenName.toLowerCase();
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.handle, handle));
    let id = existing?.id;
    if (!id) {
      const user = await insertAccount(
        tx,
        {
          email: demoEmail(handle),
          passwordHash,
          screenName: demo.screenName,
          firstName: demo.firstName,
          lastName: demo.lastName,
          emailVerified: true,
          isDemo: true,
          isGlobalAdmin: demo.isGlobalAdmin ?? false,
        },
        now,
      );
      await tx
        .update(users)
        .set({ interests: [...demo.interests], bio: `Demo ${demo.role}.` })
        .where(eq(users.id, user.id));
      await tx
        .insert(socialAccounts)
        .values({ userId: user.id, provider: 'twitter', handle: `nervus_${handle}` });
      id = user.id;
    }
    userIds.set(handle, id);
    if (demo.staffOf) {
      await tx
        .insert(platformStaff)
        .values({
          platformId: platformIds.get(demo.staffOf.platform) as string,
          userId: id,
          role: demo.staffOf.role,
        })
        .onConflictDoNothing();
    }
  }
  await tx
    .insert(challenges)
    .values(
      DEMO_CHALLENGES.map((ch) => {
        const end = new Date(now.getTime() + ch.endsInDays * DAY);
        const closed = ch.endsInDays < 0;
        return {
          slug: ch.slug,
          questionTitle: ch.title,
          questionDetail: ch.detail,
          solutionFormat: ch.solutionFormat ?? 'standard',
          mainCategoryId: categoryIds.get(ch.category) ?? null,
          catalystId: userIds.get(ch.catalyst) as string,
          platformId: platformIds.get(ch.platform) as string,
          durationStart: new Date(end.getTime() - 30 * DAY),
          durationEnd: end,
          isClosed: closed,
          status: closed ? ('closed' as const) : ('open' as const),
          ideaEntryFeeCents: ch.ideaEntryFeeCents ?? 0,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(moneyLedger)
    .values(
      [...userIds].map(([handle, userId]) => ({
        userId,
        kind: 'deposit',
        cents: demoStartingBalance(handle),
        idempotencyKey: demoDepositKey(handle),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  // Each demo player has a payout account, so a closed tournament's prizes can be paid out.
  await tx
    .insert(payoutAccounts)
    .values(
      [...userIds].map(([handle, userId]) => ({
        userId,
        provider: 'builtin',
        accountRef: demoPayoutAccount(handle),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  await seedTeams(tx, userIds, now);
  await seedFollows(tx, userIds, now);
}

/** Who follows whom among the demo players: their Game Dash has a follower or two to show. */
const DEMO_FOLLOWS: readonly (readonly [follower: string, followee: string])[] = [
  ['mona', 'ada'],
  ['rita', 'ada'],
  ['ada', 'mona'],
  ['ivan', 'mona'],
  ['ada', 'cora'],
  ['sam', 'rita'],
];

/**
 * The demo follows, each with the `new-follower` highlight the follow call writes
 * (modules/highlights/events.ts; same key, so a follow again writes nothing), an hour apart.
 */
async function seedFollows(tx: Tx, userIds: Map<string, string>, now: Date): Promise<void> {
  const pairs = DEMO_FOLLOWS.flatMap(([follower, followee], i) => {
    const followerId = userIds.get(follower);
    const followeeId = userIds.get(followee);
    const at = new Date(now.getTime() - (DEMO_FOLLOWS.length - i) * 3_600_000);
    return followerId && followeeId ? [{ follower, followerId, followeeId, at }] : [];
  });
  if (pairs.length === 0) return;
  await tx
    .insert(follows)
    .values(
      pairs.map((p) => ({ followerId: p.followerId, followeeId: p.followeeId, createdAt: p.at })),
    )
    .onConflictDoNothing();
  await tx
    .insert(highlights)
    .values(
      pairs.map((p) => ({
        userId: p.followeeId,
        key: `follower:${p.followerId}`,
        type: 'new-follower',
        role: 'overall',
        statement: `@${p.follower} follows you now.`,
        link: `/${p.follower}`,
        createdAt: p.at,
      })),
    )
    .onConflictDoNothing();
}

/** The demo teams, each on its player's own platform; a team that exists is left as it is. */
async function seedTeams(tx: Tx, userIds: Map<string, string>, now: Date): Promise<void> {
  for (const team of DEMO_TEAMS) {
    const [platform] = await tx
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.slug, team.platform));
    if (!platform) continue;
    const [created] = await tx
      .insert(platformTeams)
      .values({
        platformId: platform.id,
        name: team.name,
        description: team.description,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: platformTeams.id });
    if (!created) continue;
    await tx.insert(platformTeamMembers).values(
      team.members.map((member, i) => ({
        teamId: created.id,
        userId: userIds.get(member.handle) as string,
        title: member.title ?? null,
        createdAt: new Date(now.getTime() + i),
      })),
    );
  }
}

/**
 * The registered OAuth clients: the web app's own (public, the password grant), and with the
 * demo data a third-party application using the authorization-code grant.
 */
async function seedClients(tx: Tx, demo: boolean, now: Date): Promise<void> {
  const clients: (typeof oauthClients.$inferInsert)[] = [
    {
      id: WEB_CLIENT_ID,
      name: 'Nervus',
      secretHash: null,
      redirectUris: [],
      grantTypes: ['password'],
      createdAt: now,
    },
  ];
  if (demo) {
    clients.push({
      id: DEMO_CLIENT.id,
      name: DEMO_CLIENT.name,
      secretHash: hashToken(DEMO_CLIENT.secret),
      redirectUris: [...DEMO_CLIENT.redirectUris],
      grantTypes: ['authorization_code'],
      createdAt: now,
    });
  }
  await tx.insert(oauthClients).values(clients).onConflictDoNothing();
}

export interface SeedOptions {
  readonly demo: boolean;
  readonly now?: Date;
}

/** What the seed found or made, for the start-up log. */
export interface SeedReport {
  readonly platforms: number;
  readonly categories: number;
  readonly demo: boolean;
}

export async function seed(db: Database, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  // Hash before the transaction: it is slow, and the same hash serves every demo account.
  const needsDemoUsers =
    options.demo &&
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isDemo, true), isNull(users.deletedAt)))
    ).length < DEMO_USERS.length;
  const passwordHash = needsDemoUsers ? await hashPassword(DEMO_PASSWORD) : '';
  return db.transaction(async (tx) => {
    const platformIds = await seedPlatforms(tx, now);
    const categoryIds = await seedCategories(tx, platformIds);
    await seedFlags(tx, platformIds, now);
    await seedPages(tx, platformIds, now);
    await seedClients(tx, options.demo, now);
    if (options.demo) await seedDemo(tx, platformIds, categoryIds, passwordHash, now);
    await seedOlympiads(tx, platformIds, options.demo, now);
    // Medals for the play above, and once for players who played before medals existed.
    await backfillMedalsOnce(tx, now);
    return { platforms: platformIds.size, categories: categoryIds.size, demo: options.demo };
  });
}
