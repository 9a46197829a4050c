/**
 * Medals and awards (docs/decisions/0021): a player's medals and their progress, as their owner
 * or anyone else may know them, and an idea's awards once its challenge settled.
 */
import { MEDAL_COUNTERS, MEDALS } from '@nervus/game-rules';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { canSeeIdeaAwards, medalReader } from './policy.js';
import {
  findPlayer,
  ideaAwardRows,
  ideaSettledAt,
  ledgerCounts,
  medalPage,
  seenScores,
  timesAwarded,
} from './queries.js';
import { awardBodies, progressBody, withLevel } from './serialize.js';

export const awardsHandlers = handlers({
  ideaAwards: async (c, { params }) => {
    const { db } = c.var.deps;
    enforce(canSeeIdeaAwards(await ideaSettledAt(db, params.id)));
    return { data: awardBodies(await ideaAwardRows(db, params.id)) };
  },

  playerMedals: async (c, { user, params, query }) => {
    const { db } = c.var.deps;
    const playerId = await findPlayer(db, params.id);
    if (!playerId) throw notFound('User');
    const { rows, total } = await medalPage(db, playerId, medalReader(user?.id, playerId), query);
    return { data: awardBodies(rows), meta: { total, page: query.page, size: query.size } };
  },

  medalsMeta: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const playerId = await findPlayer(db, params.id);
    if (!playerId) throw notFound('User');
    const reader = medalReader(user?.id, playerId);
    const [counts, scores, times] = await Promise.all([
      ledgerCounts(db, [playerId], MEDAL_COUNTERS),
      seenScores(db, [playerId]),
      timesAwarded(db, playerId, reader),
    ]);
    const mine = withLevel(counts.get(playerId), scores.get(playerId))[
      reader === 'owner' ? 'owner' : 'other'
    ];
    return { data: MEDALS.map((m) => progressBody(m, mine, times.get(m.id) ?? 0)) };
  },
});
