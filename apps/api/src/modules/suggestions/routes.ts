/**
 * The suggestion box (ask me anything) over HTTP. A player opens one box, their standing `ama`
 * challenge; signed-in visitors send it questions (ideas of that challenge); the owner answers
 * each once (their mentoring of the question), and the asker rates the answer once with the
 * mentoring call (`PUT /feedbacks/{id}/rating`). Answering and rating pay the mentoring awards
 * through the ledger. An answered question is public; an unanswered one is seen only by its
 * asker and the owner (`visibleTo`). The game loop's own calls refuse `ama` challenges, so
 * questions come in and are answered only here.
 */
import {
  SentSuggestionQuerySchema,
  SuggestionAnswerInputSchema,
  SuggestionBoxInputSchema,
  SuggestionInputSchema,
  SuggestionListQuerySchema,
} from '@nervus/contracts';
import { and, eq, like, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv, UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { challenges, ideas, mentorFeedbacks, platforms, suggestionBoxes } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { enforceLimit } from '../../http/limits.js';
import { validate } from '../../http/validate.js';
import { findUser } from '../accounts/queries.js';
import { giveMentoring } from '../game/mentoring.js';
import { ideaContentHash } from '../game/routes.js';
import { boxBody, findBox, findQuestion, listQuestions, suggestionBody } from './queries.js';

/** A box stays open: its challenge ends at the end of time, so no sweep ever settles it. */
export const BOX_OPEN_UNTIL = new Date('9999-12-31T23:59:59.000Z');

/** Questions one player may send, to all boxes together, per hour. */
export const QUESTIONS_PER_HOUR = 10;

async function ownerOf(db: Database, handle: string): Promise<UserRow> {
  const user = await findUser(db, handle);
  if (!user || user.isDisabled) throw notFound('User');
  return user;
}

async function requireBox(db: Database, handle: string) {
  const owner = await ownerOf(db, handle);
  const box = await findBox(db, owner.id);
  if (!box) throw notFound('Suggestion box');
  return { owner, box };
}

/** The box's challenge slug: `ask-{handle}`, or with -2, -3 … when a challenge has it. */
async function freeSlug(db: Database, handle: string): Promise<string> {
  const base = `ask-${handle}`;
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

function viewerId(c: Context<AppEnv>): string | null {
  return c.var.user?.id ?? null;
}

export const suggestionRoutes = new Hono<AppEnv>()
  .post('/suggestion-boxes', validate('json', SuggestionBoxInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const { intro } = c.req.valid('json');
    const existing = await findBox(db, user.id);
    if (existing) return c.json({ data: await boxBody(db, existing) }, 201);
    const [personal] = await db
      .select({ id: platforms.id })
      .from(platforms)
      .where(and(eq(platforms.ownerId, user.id), eq(platforms.type, 'user-platform')))
      .limit(1);
    for (let attempt = 0; attempt < 3; attempt++) {
      const slug = await freeSlug(db, user.handle);
      try {
        await db.transaction(async (tx) => {
          const time = now();
          const [challenge] = await tx
            .insert(challenges)
            .values({
              slug,
              questionTitle: `Ask @${user.screenName} anything`,
              questionDetail: intro,
              solutionFormat: 'ama',
              challengeFormat: 'suggestion',
              catalystId: user.id,
              platformId: personal?.id ?? c.var.platform.id,
              durationStart: time,
              durationEnd: BOX_OPEN_UNTIL,
              createdAt: time,
              updatedAt: time,
            })
            .returning({ id: challenges.id });
          if (!challenge) throw new Error('insert returned no challenge');
          // No challenge_platforms rows: a box is reached through its owner, never listed
          // among a platform's challenges.
          await tx
            .insert(suggestionBoxes)
            .values({ ownerId: user.id, challengeId: challenge.id, createdAt: time });
        });
        break;
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'challenges_slug_key') continue;
        // A retry raced the first open: its box is the one.
        if (constraint === 'suggestion_boxes_pkey') break;
        throw error;
      }
    }
    const box = await findBox(db, user.id);
    if (!box) throw new ApiError(409, 'Could not open your suggestion box; try again.');
    return c.json({ data: await boxBody(db, box) }, 201);
  })
  .get('/suggestions/sent', validate('query', SentSuggestionQuerySchema), async (c) => {
    const user = requireUser(c);
    const { page, size, challenge } = c.req.valid('query');
    const one = challenge
      ? isUuid(challenge)
        ? or(eq(challenges.id, challenge), eq(challenges.slug, challenge))
        : eq(challenges.slug, challenge.toLowerCase())
      : undefined;
    return c.json(
      await listQuestions(c.var.deps.db, {
        where: and(eq(ideas.authorId, user.id), one),
        state: 'all',
        viewerId: user.id,
        page,
        size,
      }),
    );
  })
  .post(
    '/comments/suggestions/:id/feedback',
    validate('json', SuggestionAnswerInputSchema),
    async (c) => {
      const user = requireUser(c);
      const { db, now } = c.var.deps;
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound('Question');
      const input = c.req.valid('json');
      try {
        const earned = await db.transaction(async (tx) => {
          const [found] = await tx
            .select({ idea: ideas, ownerId: suggestionBoxes.ownerId, answerId: mentorFeedbacks.id })
            .from(ideas)
            .innerJoin(suggestionBoxes, eq(suggestionBoxes.challengeId, ideas.challengeId))
            .leftJoin(
              mentorFeedbacks,
              and(
                eq(mentorFeedbacks.ideaId, ideas.id),
                eq(mentorFeedbacks.mentorId, suggestionBoxes.ownerId),
              ),
            )
            .where(eq(ideas.id, id))
            .limit(1);
          const readable =
            found &&
            (found.answerId !== null ||
              found.ownerId === user.id ||
              found.idea.authorId === user.id);
          // An unanswered question does not exist for anyone but its asker and the owner.
          if (!found || !readable) throw notFound('Question');
          if (found.ownerId !== user.id)
            throw forbidden('Only the owner of this suggestion box can answer.');
          const time = now();
          const given = await giveMentoring(tx, {
            ideaId: found.idea.id,
            challengeId: found.idea.challengeId,
            innovatorId: found.idea.authorId,
            mentorId: user.id,
            whatILike: input.what_i_like ?? '',
            whatCouldBeImproved: input.answer,
            time,
          });
          return given.earned;
        });
        const row = await findQuestion(db, id, { viewerId: user.id });
        if (!row) throw new Error('answered question vanished');
        return c.json(
          { data: { suggestion: suggestionBody(row, user.id), neurons_earned: earned } },
          201,
        );
      } catch (error) {
        if (uniqueViolation(error) === 'mentor_feedbacks_idea_mentor_key')
          throw new ApiError(409, 'This question is already answered; an answer is final.');
        throw error;
      }
    },
  )
  .get('/:platform/suggestions', async (c) => {
    const { db } = c.var.deps;
    const owner = await ownerOf(db, c.req.param('platform'));
    const box = await findBox(db, owner.id);
    return c.json({
      data: {
        owner: { id: owner.id, handle: owner.handle, screen_name: owner.screenName },
        box: box ? await boxBody(db, box) : null,
      },
    });
  })
  .post('/:platform/suggestions', validate('json', SuggestionInputSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const input = c.req.valid('json');
    const { owner, box } = await requireBox(db, c.req.param('platform'));
    if (owner.id === user.id) throw forbidden('You cannot send questions to your own box.');
    if (box.challenge.settledAt !== null) throw new ApiError(409, 'This suggestion box is closed.');
    await enforceLimit(c, `suggestion:${user.id}`, [QUESTIONS_PER_HOUR, 60 * 60_000]);
    const id = await db.transaction(async (tx) => {
      const values = {
        challengeId: box.challenge.id,
        authorId: user.id,
        title: input.title,
        description: input.description,
        purpose: null,
        primaryImage: null,
        createdAt: now(),
      };
      const [row] = await tx
        .insert(ideas)
        .values({ ...values, contentHash: ideaContentHash(values) })
        .returning({ id: ideas.id });
      if (!row) throw new Error('insert returned no question');
      return row.id;
    });
    const row = await findQuestion(db, id, { viewerId: user.id });
    if (!row) throw new Error('sent question vanished');
    return c.json({ data: suggestionBody(row, user.id) }, 201);
  })
  .get('/:platform/suggestions/priors', validate('query', SuggestionListQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const { box } = await requireBox(db, c.req.param('platform'));
    const { page, size, state } = c.req.valid('query');
    return c.json(
      await listQuestions(db, {
        where: eq(ideas.challengeId, box.challenge.id),
        state,
        viewerId: viewerId(c),
        page,
        size,
      }),
    );
  })
  .get('/:platform/suggestions/:id', async (c) => {
    const { db } = c.var.deps;
    const { box } = await requireBox(db, c.req.param('platform'));
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Question');
    const viewer = viewerId(c);
    const row = await findQuestion(db, id, { challengeId: box.challenge.id, viewerId: viewer });
    if (!row) throw notFound('Question');
    return c.json({ data: suggestionBody(row, viewer) });
  });
