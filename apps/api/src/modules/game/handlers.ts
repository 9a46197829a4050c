/**
 * The game loop over HTTP: entering ideas, rating them anonymously, the catalyst's Top 3,
 * rating the challenge, ending it.
 *
 * Hidden ideas: while a challenge is open, the idea list shows each reader only their own
 * ideas; raters get ideas one at a time from `rate/next`, without their authors, entry time or
 * entry order (docs/decisions/0010). Once the challenge is settled every idea is revealed with
 * its author, place, content hash and exact time.
 */
import { pickTop3, validateIdea } from '@nervus/game-rules';
import { handlers } from '../../http/endpoint.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findChallenge } from '../challenges/find.js';
import { requireUnlocked } from '../money/wallet.js';
import { enterIdea, pickForTop3, rateChallenge, rateIdea } from './commands.js';
import { canEndChallenge, canPlay, canRunChallenge, canSeeIdea, isRevealed } from './policy.js';
import {
  catalystIdeaList,
  findIdeaReading,
  nextIdeaToRate,
  participantCounts,
  participantList,
} from './queries.js';
import { challengeIdeasRead, challengeRatingRead } from './queries-page.js';
import { ideaBody, ideaList, participantsBody, settlementBody, top3Body } from './serialize.js';
import { crowdOrder, settleChallenge } from './settle.js';

export const gameHandlers = handlers({
  enterIdea: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const checked = validateIdea(body);
    if (!checked.ok) throw new ApiError(422, 'Validation failed', checked.errors);
    const { row, earned } = await enterIdea(
      db,
      user,
      params.id,
      { ...checked.value, primaryImage: body.primary_image || null },
      now,
      c.var.deps,
    );
    return {
      data: {
        idea: ideaBody(row, {
          author: { id: user.id, handle: user.handle },
          viewerId: user.id,
          revealed: false,
          openedAt: row.createdAt,
        }),
        neurons_earned: earned,
      },
    };
  },

  challengeIdeas: async (c, { user, params }) => {
    const viewer = user?.id ?? null;
    const read = await challengeIdeasRead(c.var.deps.db, params.id, viewer);
    if (!read) throw notFound('Challenge');
    const { rows, total, revealed, openedAt } = read;
    return { data: ideaList(rows, viewer, { revealed, openedAt }), meta: { total, revealed } };
  },

  idea: async (c, { user, params }) => {
    const row = await findIdeaReading(c.var.deps.db, params.id);
    if (!row) throw notFound('Idea');
    const revealed = row.settledAt !== null;
    enforce(canSeeIdea(user, row.idea, revealed));
    const author = { id: row.idea.authorId, handle: row.handle };
    const viewerId = user?.id ?? null;
    return { data: ideaBody(row.idea, { author, viewerId, revealed, openedAt: row.openedAt }) };
  },

  nextIdeaToRate: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    enforce(canPlay(challenge, now()));
    await requireUnlocked(db, challenge, user.id);
    const next = await nextIdeaToRate(db, challenge.id, user.id);
    return {
      data: {
        idea: next.idea
          ? ideaBody(next.idea, {
              author: null,
              viewerId: user.id,
              revealed: false,
              openedAt: challenge.createdAt,
            })
          : null,
        remaining: next.remaining,
      },
    };
  },

  rateIdea: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const tenths = Math.round(body.stars * 10);
    const rating = { ideaId: body.idea_id, tenths };
    const earned = await rateIdea(db, user, params.id, rating, now, c.var.deps);
    return { data: { idea_id: body.idea_id, stars: tenths / 10, neurons_earned: earned } };
  },

  catalystIdeas: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    enforce(canRunChallenge(user, challenge));
    const revealed = isRevealed(challenge);
    const rows = await catalystIdeaList(db, challenge.id, revealed);
    return {
      data: ideaList(rows, challenge.catalystId, { revealed, openedAt: challenge.createdAt }),
      meta: { total: rows.length, revealed },
    };
  },

  catalystPicker: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    enforce(canRunChallenge(user, challenge));
    const result = pickTop3(challenge.top3Picks, null, await crowdOrder(db, challenge.id));
    if (!result.ok) throw new Error(result.message);
    return { data: top3Body(result) };
  },

  pickTop3: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const pick = { ideaId: body.idea_id, position: body.position };
    return { data: top3Body(await pickForTop3(db, user, params.id, pick, now)) };
  },

  challengeRating: async (c, { user, params }) => {
    const summary = await challengeRatingRead(c.var.deps.db, params.id, user?.id ?? null);
    if (!summary) throw notFound('Challenge');
    return { data: summary };
  },

  rateChallenge: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    return { data: await rateChallenge(db, user, params.id, body.stars, now, c.var.deps) };
  },

  participants: async (c, { params }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    const totals = await participantCounts(db, challenge.id);
    // Who played is revealed with the ideas, never while they are hidden.
    const players = isRevealed(challenge) ? await participantList(db, challenge.id) : [];
    return { data: participantsBody(totals, players) };
  },

  endChallenge: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    enforce(canEndChallenge(user, challenge));
    const result = await settleChallenge(db, challenge.id, now(), c.var.deps);
    if (!result) throw new ApiError(409, 'This challenge has already ended.');
    return { data: settlementBody(result) };
  },
});
