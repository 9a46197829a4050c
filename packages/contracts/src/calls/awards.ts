/** Medals and awards: a player's medals, their progress, an idea's awards (decision 0021). */
import * as v from 'valibot';
import { AwardedMedalSchema, MedalProgressSchema } from '../awards.js';
import { listEnvelope, PageQuerySchema } from '../common.js';
import { defineCalls } from './define.js';

export const awardsCalls = defineCalls({
  ideaAwards: {
    method: 'GET',
    path: '/award/ideas/{id}',
    summary:
      "An idea's medals, once its challenge has settled (before that, 404 as for an unknown idea)",
    tag: 'awards',
    auth: 'none',
    response: v.object({ data: v.array(AwardedMedalSchema) }),
  },
  playerMedals: {
    method: 'GET',
    path: '/award/medals/{id}',
    summary:
      "A player's medals, newest first (another reader sees hidden play's from the challenge's close)",
    tag: 'awards',
    auth: 'optional',
    query: PageQuerySchema,
    response: listEnvelope(AwardedMedalSchema),
  },
  medalsMeta: {
    method: 'GET',
    path: '/award/medals/{id}/meta',
    summary: "The medal catalogue with a player's progress toward each",
    tag: 'awards',
    auth: 'optional',
    response: v.object({ data: v.array(MedalProgressSchema) }),
  },
});
