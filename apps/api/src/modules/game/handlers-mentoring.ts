/**
 * Mentoring. Any player but the idea's author may mentor an idea of an open challenge, once;
 * the mentoring is never edited. The author rates it once, 0–5, which pays the mentor by the
 * game-rules table (most from 3 up). Before the close, an idea's mentoring is visible to its
 * author, each mentor and the catalyst see their own; to anyone else a hidden idea's mentoring
 * is 404, as for an id that does not exist; after the close, to everyone.
 */
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { mentorIdea, rateMentoring } from './commands.js';
import { canRateMentoring, canSeeIdea, isRevealed, mentoringVisibleTo } from './policy.js';
import {
  findIdeaWithChallenge,
  ideaFeedbacks,
  mentorComments,
  unratedFeedbacks,
} from './queries-mentoring.js';
import { feedbackBody, feedbackList, mentorCommentBody } from './serialize.js';

export const mentoringHandlers = handlers({
  mentorIdea: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const { row, earned } = await mentorIdea(
      db,
      user,
      params.id,
      { whatILike: body.what_i_like, whatCouldBeImproved: body.what_could_be_improved },
      now,
      c.var.deps,
    );
    return { data: feedbackBody(row, { id: user.id, handle: user.handle }, earned) };
  },

  ideaFeedbacks: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const found = await findIdeaWithChallenge(db, params.id);
    if (!found) throw notFound('Idea');
    const visible = mentoringVisibleTo(user, found.idea, found.challenge);
    // A hidden idea answers exactly as an unknown id to whoever may not see it.
    if (visible === 'none') throw notFound('Idea');
    const rows = await ideaFeedbacks(db, found.idea.id, visible === 'all' ? undefined : user?.id);
    if (visible === 'mentored' && rows.length === 0) throw notFound('Idea');
    return { data: feedbackList(rows) };
  },

  // The mentor dashboard: what the reader gave, or received on their own ideas.
  mentorComments: async (c, { user, query: { page, size, tab } }) => {
    const { rows, total } = await mentorComments(c.var.deps.db, user.id, { tab, page, size });
    return {
      data: rows.map(mentorCommentBody),
      meta: { total, page, size },
    };
  },

  // The author's queue of mentoring to rate, one idea at a time (the mentoring-to-rate flow).
  mentoringToRate: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const found = await findIdeaWithChallenge(db, params.ideaId);
    if (!found) throw notFound('Idea');
    const { idea, challenge } = found;
    if (challenge.id !== params.id && challenge.slug !== params.id) throw notFound('Idea');
    // A hidden idea is unknown to anyone but its author: 404, never 403, so no id is an oracle.
    enforce(canSeeIdea(user, idea, isRevealed(challenge)));
    enforce(canRateMentoring(user, idea));
    const rows = await unratedFeedbacks(db, idea.id);
    return { data: feedbackList(rows), meta: { total: rows.length } };
  },

  rateMentoring: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const { row, handle, earned } = await rateMentoring(
      db,
      user,
      params.id,
      body.rating,
      now,
      c.var.deps,
    );
    return { data: feedbackBody(row, { id: row.mentorId, handle }, earned) };
  },
});
