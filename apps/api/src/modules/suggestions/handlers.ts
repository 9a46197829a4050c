/**
 * The suggestion box (ask me anything) over HTTP. A player opens one box, their standing `ama`
 * challenge; signed-in visitors send it questions (ideas of that challenge); the owner answers
 * each once (their mentoring of the question), and the asker rates the answer once with the
 * mentoring call (`PUT /feedbacks/{id}/rating`). Answering and rating pay the mentoring awards
 * through the ledger. An answered question is public; an unanswered one is seen only by its
 * asker and the owner (`visibleTo`). The game loop's own calls refuse `ama` challenges, so
 * questions come in and are answered only here.
 */
import type { UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { enforceLimit } from '../../http/limits.js';
import { enforce } from '../../http/policy.js';
import { findUser } from '../accounts/queries.js';
import { answerQuestion, openBox, sendQuestion } from './commands.js';
import { canAsk } from './policy.js';
import {
  boxBody,
  findBox,
  findQuestion,
  inBox,
  listQuestions,
  sentBy,
  suggestionBody,
} from './queries.js';

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

export const suggestionHandlers = handlers({
  openSuggestionBox: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const box = await openBox(db, user, body.intro, c.var.platform.id, now);
    return { data: await boxBody(db, box) };
  },
  sentSuggestions: async (c, { user, query: { page, size, challenge } }) =>
    listQuestions(c.var.deps.db, {
      where: sentBy(user.id, challenge),
      state: 'all',
      viewerId: user.id,
      page,
      size,
    }),
  answerSuggestion: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    if (!isUuid(params.id)) throw notFound('Question');
    const earned = await answerQuestion(db, user.id, params.id, body, now(), c.var.deps);
    const row = await findQuestion(db, params.id, { viewerId: user.id });
    if (!row) throw new Error('answered question vanished');
    return { data: { suggestion: suggestionBody(row, user.id), neurons_earned: earned } };
  },
  suggestionBox: async (c, { params }) => {
    const { db } = c.var.deps;
    const owner = await ownerOf(db, params.platform);
    const box = await findBox(db, owner.id);
    return {
      data: {
        owner: { id: owner.id, handle: owner.handle, screen_name: owner.screenName },
        box: box ? await boxBody(db, box) : null,
      },
    };
  },
  askSuggestion: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const { owner, box } = await requireBox(db, params.platform);
    enforce(canAsk(user.id, { ownerId: owner.id, settledAt: box.challenge.settledAt }));
    await enforceLimit(c, `suggestion:${user.id}`, [QUESTIONS_PER_HOUR, 60 * 60_000]);
    const id = await sendQuestion(db, user.id, box.challenge.id, body, now());
    const row = await findQuestion(db, id, { viewerId: user.id });
    if (!row) throw new Error('sent question vanished');
    return { data: suggestionBody(row, user.id) };
  },
  suggestionPriors: async (c, { user, params, query: { page, size, state } }) => {
    const { db } = c.var.deps;
    const { box } = await requireBox(db, params.platform);
    return listQuestions(db, {
      where: inBox(box.challenge.id),
      state,
      viewerId: user?.id ?? null,
      page,
      size,
    });
  },
  suggestion: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const { box } = await requireBox(db, params.platform);
    if (!isUuid(params.id)) throw notFound('Question');
    const viewer = user?.id ?? null;
    const row = await findQuestion(db, params.id, {
      challengeId: box.challenge.id,
      viewerId: viewer,
    });
    if (!row) throw notFound('Question');
    return { data: suggestionBody(row, viewer) };
  },
});
