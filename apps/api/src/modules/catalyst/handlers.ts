/**
 * The catalyst's tools on a published challenge: edit its details while it runs, copy it into a
 * new draft, promote an idea of a closed QQ challenge to a new question (publishing that draft
 * credits the idea's author as co-author, challenges/promotions.ts), and list the promotions.
 * The game-rules award table has no co-author award, so a promotion pays no neurons.
 */
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { findChallenge } from '../challenges/find.js';
import { describeChallenge } from '../challenges/queries.js';
import { draftBody } from '../challenges/serialize.js';
import { duplicateChallenge, editDetails, promoteIdea } from './commands.js';
import { canSeePromotionDrafts } from './policy.js';
import { promotedPage } from './queries.js';
import { promotedIdeaBody } from './serialize.js';

export const catalystHandlers = handlers({
  updateChallengeDetails: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const row = await editDetails(db, user, params.id, body, now);
    return { data: await describeChallenge(db, row) };
  },

  duplicateChallenge: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    return { data: draftBody(await duplicateChallenge(db, user, params.id, now)) };
  },

  promoteIdea: async (c, { user, params }) => {
    if (!isUuid(params.id)) throw notFound('Idea');
    const { db, now } = c.var.deps;
    return { data: draftBody(await promoteIdea(db, user, params.id, now)) };
  },

  promotedIdeas: async (c, { user, params, query: { page, size } }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    const showDrafts = canSeePromotionDrafts(user, challenge).allowed;
    const { rows, total } = await promotedPage(db, challenge.id, { page, size });
    return {
      data: rows.map((row) => promotedIdeaBody(row, showDrafts)),
      meta: { total, page, size },
    };
  },
});
