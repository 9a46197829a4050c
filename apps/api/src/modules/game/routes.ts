/**
 * The game loop over HTTP: entering ideas, rating them anonymously, ending a challenge.
 *
 * Hidden ideas: while a challenge is open, the idea list shows each reader only their own
 * ideas; raters get ideas one at a time from `rate/next`, without their authors. Once the
 * challenge is settled every idea is revealed with its author, place and content hash.
 *
 * Each write locks the challenge row (entries exclusively, so entry positions are exact;
 * ratings shared, so raters run side by side) and checks it is still open, while the
 * settlement's UPDATE waits for those locks: a rating either lands before the settlement and
 * counts, or is refused after it. Nothing is half-counted.
 *
 * Entry fees: in a challenge with a fee, entering ideas, rating and `rate/next` need a paid
 * entry (402 otherwise; money/wallet.ts `requireUnlocked`). Mentoring stays free.
 */
import { createHash } from 'node:crypto';
import {
  ChallengeRatingInputSchema,
  IdeaEntrySchema,
  IdeaRatingInputSchema,
  Top3PickInputSchema,
} from '@nervus/contracts';
import {
  ideaHashInput,
  isChallengeOpen,
  neuronsFor,
  pickTop3,
  type Top3Result,
  validateIdea,
} from '@nervus/game-rules';
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { challengeRatings, challenges, ideaRatings, ideas, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { validate } from '../../http/validate.js';
import { findChallenge } from '../challenges/find.js';
import { awardNeurons } from '../ledger/neurons.js';
import { requireUnlocked } from '../money/wallet.js';
import { rankChallengeIdeas, settleChallenge } from './settle.js';

type ChallengeRow = typeof challenges.$inferSelect;
type IdeaRow = typeof ideas.$inferSelect;

/**
 * game-rules' `isChallengeOpen` over a row; a suggestion box (`ama`) is never open here, as it
 * takes questions and answers only through its own calls (modules/suggestions).
 */
export function isOpen(row: ChallengeRow, now: Date): boolean {
  return isChallengeOpen(row, now);
}

function requireOpen(row: ChallengeRow, now: Date): void {
  if (!isOpen(row, now)) throw new ApiError(409, 'This challenge is closed.');
}

/** The canonical content an idea's hash covers; anyone can recompute it once revealed. */
export function ideaContentHash(idea: {
  challengeId: string;
  authorId: string;
  title: string;
  description: string;
  purpose: string | null;
  primaryImage: string | null;
  createdAt: Date;
}): string {
  const canonical = ideaHashInput({ ...idea, createdAt: idea.createdAt.toISOString() });
  return createHash('sha256').update(canonical).digest('hex');
}

function ideaBody(
  row: IdeaRow,
  options: {
    author: { id: string; handle: string } | null;
    viewerId: string | null;
    revealed: boolean;
  },
) {
  const mine = row.authorId === options.viewerId;
  return {
    id: row.id,
    challenge_id: row.challengeId,
    title: row.title,
    description: row.description,
    purpose: row.purpose,
    primary_image: row.primaryImage,
    author: options.revealed || mine ? options.author : null,
    content_hash: options.revealed || mine ? row.contentHash : null,
    created_at: row.createdAt.toISOString(),
    rank: options.revealed ? row.rank : null,
    score: options.revealed && row.scoreMilli !== null ? row.scoreMilli / 1000 : null,
    rating_count: options.revealed ? row.ratingCount : null,
    mine,
  };
}

async function requireCatalyst(c: Context<AppEnv>, db: Database | Tx, lock?: 'update') {
  const user = requireUser(c);
  const challenge = await findChallenge(db, c.req.param('id') ?? '', lock);
  if (challenge.catalystId !== user.id) throw forbidden('Only the catalyst can do this.');
  return challenge;
}

function top3Body(result: Extract<Top3Result, { ok: true }>) {
  return {
    picks: [...result.picks],
    top3: result.top3.map((s) => ({ idea_id: s.ideaId, position: s.position, source: s.source })),
  };
}

async function crowdOrder(db: Database | Tx, challengeId: string): Promise<string[]> {
  return (await rankChallengeIdeas(db, challengeId)).ranked.map((r) => r.idea.id);
}

async function ratingSummary(db: Database | Tx, challengeId: string, viewer: string | null) {
  const [totals] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${challengeRatings.stars})` })
    .from(challengeRatings)
    .where(eq(challengeRatings.challengeId, challengeId));
  const [mine] = viewer
    ? await db
        .select({ stars: challengeRatings.stars })
        .from(challengeRatings)
        .where(
          and(eq(challengeRatings.challengeId, challengeId), eq(challengeRatings.userId, viewer)),
        )
        .limit(1)
    : [];
  return {
    average:
      totals?.avg === null || totals?.avg === undefined
        ? null
        : Math.round(Number(totals.avg) * 10) / 10,
    count: totals?.n ?? 0,
    mine: mine?.stars ?? null,
  };
}

function viewerId(c: Context<AppEnv>): string | null {
  return c.var.user?.id ?? null;
}

export const gameRoutes = new Hono<AppEnv>()
  .post('/challenges/:id/ideas', validate('json', IdeaEntrySchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const checked = validateIdea(input);
    if (!checked.ok) throw new ApiError(422, 'Validation failed', checked.errors);
    const idea = checked.value;
    const result = await db.transaction(async (tx) => {
      const challenge = await findChallenge(tx, c.req.param('id'), 'update');
      const time = now();
      requireOpen(challenge, time);
      if (challenge.catalystId === user.id)
        throw forbidden('You cannot enter ideas in your own challenge.');
      await requireUnlocked(tx, challenge, user.id);
      const authors = await tx
        .select({ authorId: ideas.authorId, first: sql<Date>`min(${ideas.createdAt})` })
        .from(ideas)
        .where(eq(ideas.challengeId, challenge.id))
        .groupBy(ideas.authorId)
        .orderBy(sql`min(${ideas.createdAt})`, asc(ideas.authorId));
      const [mine] = await tx
        .select({ n: count() })
        .from(ideas)
        .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.authorId, user.id)));
      const already = mine?.n ?? 0;
      if (already >= challenge.maxUserIdeas)
        throw new ApiError(
          422,
          `You can enter at most ${challenge.maxUserIdeas} ideas in this challenge.`,
          [{ field: '*', error: `At most ${challenge.maxUserIdeas} ideas per player.` }],
        );
      const position = authors.findIndex((a) => a.authorId === user.id);
      const values = {
        challengeId: challenge.id,
        authorId: user.id,
        title: idea.title,
        description: idea.description,
        purpose: idea.purpose || null,
        primaryImage: input.primary_image || null,
        createdAt: time,
      };
      const [row] = await tx
        .insert(ideas)
        .values({ ...values, contentHash: ideaContentHash(values) })
        .returning();
      if (!row) throw new Error('insert returned no idea');
      const paid = await awardNeurons(
        tx,
        neuronsFor({
          kind: 'IdeaCreated',
          id: `idea:${row.id}`,
          innovatorId: user.id,
          catalystId: challenge.catalystId,
          entryPosition: position === -1 ? authors.length + 1 : position + 1,
          isFirstIdeaOfInnovator: already === 0,
        }),
        { challengeId: challenge.id, now: time },
      );
      return {
        row,
        earned: paid.filter((a) => a.userId === user.id).reduce((s, a) => s + a.points, 0),
      };
    });
    return c.json(
      {
        data: {
          idea: ideaBody(result.row, {
            author: { id: user.id, handle: user.handle },
            viewerId: user.id,
            revealed: false,
          }),
          neurons_earned: result.earned,
        },
      },
      201,
    );
  })
  .get('/challenges/:id/ideas', async (c) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    const viewer = viewerId(c);
    const revealed = challenge.settledAt !== null;
    const where = revealed
      ? eq(ideas.challengeId, challenge.id)
      : and(eq(ideas.challengeId, challenge.id), eq(ideas.authorId, viewer ?? sql`null`));
    const [rows, totals] = await Promise.all([
      db
        .select({ idea: ideas, handle: users.handle })
        .from(ideas)
        .innerJoin(users, eq(users.id, ideas.authorId))
        .where(where)
        .orderBy(sql`${ideas.rank} asc nulls last`, asc(ideas.createdAt), asc(ideas.id)),
      db.select({ n: count() }).from(ideas).where(eq(ideas.challengeId, challenge.id)),
    ]);
    return c.json({
      data: rows.map((r) =>
        ideaBody(r.idea, {
          author: { id: r.idea.authorId, handle: r.handle },
          viewerId: viewer,
          revealed,
        }),
      ),
      meta: { total: totals[0]?.n ?? 0, revealed },
    });
  })
  .get('/ideas/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Idea');
    const [row] = await db
      .select({ idea: ideas, handle: users.handle, settledAt: challenges.settledAt })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.authorId))
      .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
      .where(eq(ideas.id, id))
      .limit(1);
    const viewer = viewerId(c);
    const revealed = row?.settledAt !== null && row?.settledAt !== undefined;
    // A hidden idea does not exist for anyone but its author.
    if (!row || (!revealed && row.idea.authorId !== viewer)) throw notFound('Idea');
    return c.json({
      data: ideaBody(row.idea, {
        author: { id: row.idea.authorId, handle: row.handle },
        viewerId: viewer,
        revealed,
      }),
    });
  })
  .get('/challenges/:id/rate/next', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    requireOpen(challenge, now());
    await requireUnlocked(db, challenge, user.id);
    const unrated = and(
      eq(ideas.challengeId, challenge.id),
      sql`${ideas.authorId} <> ${user.id}`,
      notExists(
        db
          .select({ one: sql`1` })
          .from(ideaRatings)
          .where(and(eq(ideaRatings.ideaId, ideas.id), eq(ideaRatings.raterId, user.id))),
      ),
    );
    const ratingCount = sql<number>`(select count(*) from idea_ratings r where r.idea_id = ideas.id)`;
    const [next, remaining] = await Promise.all([
      // The least-rated first, so every idea reaches the two ratings it needs to rank.
      db
        .select()
        .from(ideas)
        .where(unrated)
        .orderBy(asc(ratingCount), asc(ideas.createdAt), asc(ideas.id))
        .limit(1),
      db.select({ n: count() }).from(ideas).where(unrated),
    ]);
    const row = next[0];
    return c.json({
      data: {
        idea: row ? ideaBody(row, { author: null, viewerId: user.id, revealed: false }) : null,
        remaining: remaining[0]?.n ?? 0,
      },
    });
  })
  .post('/challenges/:id/ratings', validate('json', IdeaRatingInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const tenths = Math.round(input.stars * 10);
    try {
      const earned = await db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, c.req.param('id'), 'share');
        const time = now();
        requireOpen(challenge, time);
        await requireUnlocked(tx, challenge, user.id);
        const [idea] = await tx
          .select()
          .from(ideas)
          .where(and(eq(ideas.id, input.idea_id), eq(ideas.challengeId, challenge.id)))
          .limit(1);
        if (!idea) throw notFound('Idea');
        if (idea.authorId === user.id) throw forbidden('You cannot rate your own idea.');
        await tx.insert(ideaRatings).values({
          ideaId: idea.id,
          raterId: user.id,
          challengeId: challenge.id,
          starsTenths: tenths,
          createdAt: time,
        });
        const paid = await awardNeurons(
          tx,
          neuronsFor({
            kind: 'IdeaRated',
            id: `rating:${idea.id}:${user.id}`,
            raterId: user.id,
            innovatorId: idea.authorId,
            stars: tenths / 10,
          }),
          { challengeId: challenge.id, now: time },
        );
        return paid.filter((a) => a.userId === user.id).reduce((s, a) => s + a.points, 0);
      });
      return c.json(
        { data: { idea_id: input.idea_id, stars: tenths / 10, neurons_earned: earned } },
        201,
      );
    } catch (error) {
      if (uniqueViolation(error) === 'idea_ratings_idea_id_rater_id_pk')
        throw new ApiError(409, 'You already rated this idea; a rating is final.');
      throw error;
    }
  })
  .get('/challenges/:id/catalyst/ideas', async (c) => {
    const { db } = c.var.deps;
    const challenge = await requireCatalyst(c, db);
    const revealed = challenge.settledAt !== null;
    const rows = await db
      .select({ idea: ideas, handle: users.handle })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.authorId))
      .where(eq(ideas.challengeId, challenge.id))
      .orderBy(asc(ideas.createdAt), asc(ideas.id));
    return c.json({
      data: rows.map((r) =>
        ideaBody(r.idea, {
          author: { id: r.idea.authorId, handle: r.handle },
          viewerId: challenge.catalystId,
          revealed,
        }),
      ),
      meta: { total: rows.length, revealed },
    });
  })
  .get('/challenges/:id/catalyst/picker', async (c) => {
    const { db } = c.var.deps;
    const challenge = await requireCatalyst(c, db);
    const result = pickTop3(challenge.top3Picks, null, await crowdOrder(db, challenge.id));
    if (!result.ok) throw new Error(result.message);
    return c.json({ data: top3Body(result) });
  })
  .put('/challenges/:id/catalyst/picker', validate('json', Top3PickInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const result = await db.transaction(async (tx) => {
      const challenge = await requireCatalyst(c, tx, 'update');
      requireOpen(challenge, now());
      const [idea] = await tx
        .select({ authorId: ideas.authorId })
        .from(ideas)
        .where(and(eq(ideas.id, input.idea_id), eq(ideas.challengeId, challenge.id)))
        .limit(1);
      if (!idea) throw notFound('Idea');
      const picked = pickTop3(
        challenge.top3Picks,
        {
          ideaId: input.idea_id,
          ...(input.position === undefined ? {} : { position: input.position }),
          isOwnTestIdea: idea.authorId === challenge.catalystId,
        },
        await crowdOrder(tx, challenge.id),
      );
      if (!picked.ok)
        throw new ApiError(422, picked.message, [{ field: 'idea_id', error: picked.message }]);
      await tx
        .update(challenges)
        .set({ top3Picks: [...picked.picks], updatedAt: now() })
        .where(eq(challenges.id, challenge.id));
      return picked;
    });
    return c.json({ data: top3Body(result) });
  })
  .get('/challenges/:id/rating', async (c) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    return c.json({ data: await ratingSummary(db, challenge.id, viewerId(c)) });
  })
  .post('/challenges/:id/rating', validate('json', ChallengeRatingInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const { stars } = c.req.valid('json');
    try {
      const summary = await db.transaction(async (tx) => {
        const challenge = await findChallenge(tx, c.req.param('id'));
        if (challenge.catalystId === user.id)
          throw forbidden('You cannot rate your own challenge.');
        const time = now();
        await tx
          .insert(challengeRatings)
          .values({ challengeId: challenge.id, userId: user.id, stars, createdAt: time });
        await awardNeurons(
          tx,
          neuronsFor({
            kind: 'RatingCreated',
            id: `challenge-rating:${challenge.id}:${user.id}`,
            raterId: user.id,
            catalystId: challenge.catalystId,
            stars,
          }),
          { challengeId: challenge.id, now: time },
        );
        return ratingSummary(tx, challenge.id, user.id);
      });
      return c.json({ data: summary }, 201);
    } catch (error) {
      if (uniqueViolation(error) === 'challenge_ratings_challenge_id_user_id_pk')
        throw new ApiError(409, 'You already rated this challenge.');
      throw error;
    }
  })
  .get('/challenges/:id/participants', async (c) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    const id = challenge.id;
    const counted = await db.execute<{ innovators: number; raters: number; mentors: number }>(sql`
      select
        (select count(distinct author_id)::int from ideas where challenge_id = ${id}) as innovators,
        (select count(distinct rater_id)::int from idea_ratings where challenge_id = ${id}) as raters,
        (select count(distinct mentor_id)::int from mentor_feedbacks where challenge_id = ${id}) as mentors`);
    const totals = (
      counted as unknown as { rows: { innovators: number; raters: number; mentors: number }[] }
    ).rows[0] ?? { innovators: 0, raters: 0, mentors: 0 };
    let players: unknown[] = [];
    // Who played is revealed with the ideas, never while they are hidden.
    if (challenge.settledAt) {
      const listed = await db.execute<{
        id: string;
        handle: string;
        ideas: number;
        best_rank: number | null;
        ratings: number;
        mentoring: number;
      }>(sql`
        with p as (
          select author_id as user_id from ideas where challenge_id = ${id}
          union select rater_id from idea_ratings where challenge_id = ${id}
          union select mentor_id from mentor_feedbacks where challenge_id = ${id}
        )
        select u.id, u.handle,
          (select count(*)::int from ideas i where i.challenge_id = ${id} and i.author_id = u.id) as ideas,
          (select min(i.rank) from ideas i where i.challenge_id = ${id} and i.author_id = u.id) as best_rank,
          (select count(*)::int from idea_ratings r where r.challenge_id = ${id} and r.rater_id = u.id) as ratings,
          (select count(*)::int from mentor_feedbacks f where f.challenge_id = ${id} and f.mentor_id = u.id) as mentoring
        from p join users u on u.id = p.user_id
        order by best_rank asc nulls last, u.handle`);
      players = (listed as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
        user: { id: r.id, handle: r.handle },
        ideas: r.ideas,
        best_rank: r.best_rank,
        ratings: r.ratings,
        mentoring: r.mentoring,
      }));
    }
    return c.json({ data: { ...totals, players } });
  })
  .post('/challenges/:id/end', async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const challenge = await findChallenge(db, c.req.param('id'));
    if (challenge.catalystId !== user.id)
      throw forbidden('Only the catalyst can end this challenge.');
    // Settling reveals every idea: a suggestion box's unanswered questions must stay private.
    if (challenge.solutionFormat === 'ama')
      throw new ApiError(409, 'A suggestion box does not end.');
    if (challenge.settledAt) throw new ApiError(409, 'This challenge has already ended.');
    const result = await settleChallenge(db, challenge.id, now());
    if (!result) throw new ApiError(409, 'This challenge has already ended.');
    return c.json({
      data: {
        challenge_id: result.challengeId,
        settled_at: result.settledAt.toISOString(),
        ranked: result.ranked,
        unranked: result.unranked,
        prize_cents_paid: result.prizeCentsPaid,
        prize_cents_unawarded: result.prizeCentsUnawarded,
      },
    });
  });
