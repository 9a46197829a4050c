import {
  ArticleRequestSchema,
  CategorifyQuerySchema,
  ChallengeCreateInputSchema,
  DraftInputSchema,
  DraftQuerySchema,
  PageQuerySchema,
} from '@nervus/contracts';
import { formatCents, maxUserIdeas, neuronsFor } from '@nervus/game-rules';
import { and, count, desc, eq, like, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, PlatformRow } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import {
  categories,
  challengePlatforms,
  challenges,
  drafts,
  ideas,
  platforms,
  users,
} from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, invalid, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { safeFetch, UnsafeAddressError } from '../../http/safe-fetch.js';
import { validate } from '../../http/validate.js';
import { claimPromotion, completePromotion } from '../catalyst/promotions.js';
import { ideaContentHash } from '../game/routes.js';
import { moneyKeys, moveMoney } from '../ledger/money.js';
import { awardNeurons } from '../ledger/neurons.js';
import { parseArticle } from './article.js';
import { categorify } from './categorify.js';
import { findChallenge } from './find.js';
import { challengeBody } from './serialize.js';
import { slugify } from './slug.js';
import { checkChallenge } from './validate.js';

/** A challenge row as the API answers it: with its catalyst, category, platforms and co-author. */
export async function describeChallenge(db: Database | Tx, row: typeof challenges.$inferSelect) {
  const [catalyst, category, links, coAuthor] = await Promise.all([
    db
      .select({
        id: users.id,
        handle: users.handle,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(users)
      .where(eq(users.id, row.catalystId))
      .limit(1),
    row.mainCategoryId
      ? db
          .select({ id: categories.id, slug: categories.slug, name: categories.name })
          .from(categories)
          .where(eq(categories.id, row.mainCategoryId))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ slug: platforms.slug })
      .from(challengePlatforms)
      .innerJoin(platforms, eq(platforms.id, challengePlatforms.platformId))
      .where(eq(challengePlatforms.challengeId, row.id)),
    row.coAuthorId
      ? db
          .select({ id: users.id, handle: users.handle, first_name: users.firstName })
          .from(users)
          .where(eq(users.id, row.coAuthorId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const owner = catalyst[0];
  if (!owner) throw new Error('challenge without catalyst');
  return challengeBody(row, {
    category: category[0] ?? null,
    catalyst: owner,
    platforms: links.map((l) => l.slug),
    coAuthor: coAuthor[0] ?? null,
  });
}

async function findCategory(db: Database, key: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      isUuid(key)
        ? or(eq(categories.id, key), eq(categories.slug, key))
        : eq(categories.slug, key.toLowerCase()),
    )
    .limit(1);
  return row ?? null;
}

/** A free slug: the title's, or with -2, -3 … when taken. */
async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: challenges.slug })
        .from(challenges)
        .where(or(eq(challenges.slug, base), like(challenges.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function rootPlatform(db: Database): Promise<PlatformRow> {
  const [root] = await db.select().from(platforms).where(eq(platforms.isDefault, true)).limit(1);
  if (!root) throw new Error('no default platform');
  return root;
}

const DraftListQuery = v.object({ ...PageQuerySchema.entries, ...DraftQuerySchema.entries });

export function draftBody(row: typeof drafts.$inferSelect) {
  return {
    _id: row.id,
    origin: row.origin as 'challenge-creation-flow',
    draft_type: 'challenge' as const,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function ownDraft(c: Context<AppEnv>, userId: string) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Draft');
  const [row] = await c.var.deps.db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.userId, userId)))
    .limit(1);
  // Someone else's draft is answered like a missing one: its existence is not theirs to learn.
  if (!row) throw notFound('Draft');
  return row;
}

/** Debits a money prize from the catalyst's wallet, once per challenge (402 when short). */
async function pledgePrize(tx: Tx, userId: string, challengeId: string, cents: number, time: Date) {
  await moveMoney(tx, {
    entries: [
      {
        userId,
        challengeId,
        kind: 'challenge-prize-pledge',
        cents: -cents,
        key: moneyKeys.prizePledge(challengeId),
      },
    ],
    now: time,
    short: {
      message: ({ balance }) =>
        `A ${formatCents(cents)} prize is held from your wallet when the challenge goes live; your wallet holds ${formatCents(balance)}.`,
      field: 'prize.prize_money',
      error: 'Not enough money in your wallet for this prize.',
    },
  });
}

export const challengeRoutes = new Hono<AppEnv>()
  .post('/challenges', validate('json', ChallengeCreateInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const key = c.req.header('idempotency-key')?.slice(0, 100) || null;
    if (key) {
      const [existing] = await db
        .select()
        .from(challenges)
        .where(and(eq(challenges.catalystId, user.id), eq(challenges.idempotencyKey, key)))
        .limit(1);
      if (existing)
        return c.json(
          { data: { challenge: await describeChallenge(db, existing), neurons_earned: 0 } },
          201,
        );
    }
    const category = await findCategory(db, input.challenge.platform_category);
    const time = now();
    const checked = checkChallenge(input, category, time);
    if (!checked.ok) throw new ApiError(422, 'Validation failed', checked.errors);
    const valid = checked.value;
    const here = c.var.platform;
    const root = here.isDefault ? here : await rootPlatform(db);
    const c0 = input.challenge;
    const format = c0.solution_format;

    for (let attempt = 0; attempt < 3; attempt++) {
      const slug = await freeSlug(db, slugify(valid.title));
      try {
        const result = await db.transaction(async (tx) => {
          const promotion = await claimPromotion(tx, input.draft_id, user.id);
          const [row] = await tx
            .insert(challenges)
            .values({
              slug,
              questionTitle: valid.title,
              questionDetail: c0.question_detail,
              solutionFormat: format,
              challengeFormat: c0.challenge_format,
              mainCategoryId: category?.id ?? null,
              catalystId: user.id,
              platformId: here.id,
              innovationScale: c0.innovation_scale || 'blue-sky',
              prizeType: input.prize.prize_type,
              prizeTitle: input.prize.prize_title || null,
              prizeDescription: input.prize.prize_description || null,
              prizeMoneyCents: valid.prizeMoneyCents,
              ideaEntryFeeCents: input.idea_entry_process?.idea_entry_fee ?? 0,
              durationStart: valid.start,
              durationEnd: valid.end,
              captionSolutionFormat: c0.caption_solution_format ?? null,
              primaryImage: c0.primary_image,
              imageCredit: c0.image_credit
                ? {
                    source: c0.image_credit.source ?? null,
                    user: c0.image_credit.user ?? null,
                    link: c0.image_credit.link ?? null,
                  }
                : null,
              tags: [...new Set(c0.tags)],
              assumptionWho: c0.assumption_who || null,
              assumptionWhy: c0.assumption_why || null,
              assumptionWhat: c0.assumption_what || null,
              article: c0.article ? { ...c0.article } : null,
              deepDives: input.deep_dives ?? null,
              idea: input.idea?.title ? { ...input.idea } : null,
              improvePurposeIdea: c0.improve_purpose_idea || null,
              testIdeaFormat: c0.test_idea_format || null,
              maxUserIdeas: maxUserIdeas(format),
              idempotencyKey: key,
              coAuthorId: promotion?.coAuthorId ?? null,
              createdAt: time,
              updatedAt: time,
            })
            .returning();
          if (!row) throw new Error('insert returned no challenge');
          await completePromotion(tx, promotion, row.id);
          // A money prize is held from the catalyst's wallet when the challenge goes live, so
          // what the settlement pays out (or returns) is money that exists.
          if (valid.prizeMoneyCents > 0)
            await pledgePrize(tx, user.id, row.id, valid.prizeMoneyCents, time);
          const platformIds = [...new Set([here.id, root.id])];
          await tx
            .insert(challengePlatforms)
            .values(platformIds.map((platformId) => ({ challengeId: row.id, platformId })));
          // Test-an-idea: the author's idea enters the race like any other, double-blind.
          if (format === 'test-an-idea' && input.idea?.title) {
            const values = {
              challengeId: row.id,
              authorId: user.id,
              title: input.idea.title.trim(),
              description: (input.idea.description ?? '').trim(),
              purpose: input.idea.purpose?.trim() || null,
              primaryImage: input.idea.primary_image || null,
              createdAt: time,
            };
            await tx.insert(ideas).values({ ...values, contentHash: ideaContentHash(values) });
          }
          const awards = neuronsFor({
            kind: 'ChallengePublished',
            id: `challenge:${row.id}`,
            catalystId: user.id,
            solutionFormat: format,
            ...(here.type === 'system-platform' || !here.ownerId
              ? {}
              : { directorId: here.ownerId }),
          });
          const paid = await awardNeurons(tx, awards, { challengeId: row.id, now: time });
          const earned = paid
            .filter((a) => a.userId === user.id)
            .reduce((sum, a) => sum + a.points, 0);
          return { row, earned };
        });
        return c.json(
          {
            data: {
              challenge: await describeChallenge(db, result.row),
              neurons_earned: result.earned,
            },
          },
          201,
        );
      } catch (error) {
        const constraint = uniqueViolation(error);
        // Two publishes raced for one slug: take the next one.
        if (constraint === 'challenges_slug_key') continue;
        // A retry raced its first send: the unique key, or the promotion the first one just
        // used, stops it; it answers what the first one published.
        const raced =
          constraint === 'challenges_idempotency_key' ||
          (error instanceof ApiError && error.status === 422 && input.draft_id !== undefined);
        if (raced && key) {
          const [existing] = await db
            .select()
            .from(challenges)
            .where(and(eq(challenges.catalystId, user.id), eq(challenges.idempotencyKey, key)))
            .limit(1);
          if (existing)
            return c.json(
              { data: { challenge: await describeChallenge(db, existing), neurons_earned: 0 } },
              201,
            );
        }
        throw error;
      }
    }
    throw new ApiError(409, 'Could not find a free address for this challenge; try again.');
  })
  .post('/challenges/article', validate('json', ArticleRequestSchema), async (c) => {
    requireUser(c);
    const { url } = c.req.valid('json');
    try {
      const page = await safeFetch(url);
      if (page.status >= 400) throw invalid('url', `The site answered ${page.status}.`);
      if (!/html/i.test(page.contentType)) throw invalid('url', 'This address is not a web page.');
      return c.json({ data: parseArticle(page.body, page.url) });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof UnsafeAddressError)
        throw invalid('url', 'This address cannot be fetched.');
      throw invalid('url', 'The article could not be read.');
    }
  })
  .get('/challenges/categorify', validate('query', CategorifyQuerySchema), async (c) => {
    const rows = await c.var.deps.db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
      })
      .from(categories);
    // Only leaves are chosen in the picker.
    const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
    const match = categorify(
      c.req.valid('query').q,
      rows.filter((r) => !parents.has(r.id)),
    );
    return c.json({
      data: { category: match ? { id: match.id, slug: match.slug, name: match.name } : null },
    });
  })
  .get('/challenges/:id', async (c) => {
    const { db } = c.var.deps;
    const row = await findChallenge(db, c.req.param('id'));
    return c.json({ data: await describeChallenge(db, row) });
  })
  .get('/drafts', validate('query', DraftListQuery), async (c) => {
    const user = requireUser(c);
    const { page, size, draft_type } = c.req.valid('query');
    const { db } = c.var.deps;
    const where = and(eq(drafts.userId, user.id), eq(drafts.draftType, draft_type));
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(drafts)
        .where(where)
        .orderBy(desc(drafts.updatedAt))
        .limit(size)
        .offset(page * size),
      db.select({ total: count() }).from(drafts).where(where),
    ]);
    return c.json({
      data: rows.map(draftBody),
      meta: { total: totals[0]?.total ?? 0, page, size },
    });
  })
  .post('/drafts', validate('json', DraftInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const [row] = await db
      .insert(drafts)
      .values({
        userId: user.id,
        origin: input.origin,
        draftType: input.draft_type,
        content: input.content,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    if (!row) throw new Error('insert returned no draft');
    return c.json({ data: draftBody(row) }, 201);
  })
  .put('/drafts/:id', validate('json', DraftInputSchema), async (c) => {
    const user = requireUser(c);
    const draft = await ownDraft(c, user.id);
    const input = c.req.valid('json');
    const [row] = await c.var.deps.db
      .update(drafts)
      .set({ origin: input.origin, content: input.content, updatedAt: c.var.deps.now() })
      .where(eq(drafts.id, draft.id))
      .returning();
    if (!row) throw notFound('Draft');
    return c.json({ data: draftBody(row) });
  })
  .delete('/drafts/:id', async (c) => {
    const user = requireUser(c);
    const draft = await ownDraft(c, user.id);
    await c.var.deps.db.delete(drafts).where(eq(drafts.id, draft.id));
    return c.json({ data: { ok: true as const } });
  });
