/**
 * What the Game Dash reads: a player's highlights (theirs alone), and the bell's state in one
 * call (the neurons and highlights totals, the overall score and the one last seen).
 */
import { nerveScore } from '@nervus/game-rules';
import { handlers } from '../../http/endpoint.js';
import { enforce } from '../../http/policy.js';
import { canReadHighlights } from './policy.js';
import { bellState, highlightPage } from './queries.js';
import { brainBody, highlightBody } from './serialize.js';

export const highlightHandlers = handlers({
  highlights: async (c, { user, params, query }) => {
    enforce(canReadHighlights(user, params.id));
    const { rows, total } = await highlightPage(c.var.deps.db, user.id, query);
    return { data: rows.map(highlightBody), meta: { total, page: query.page, size: query.size } };
  },

  notificationState: async (c, { user }) => {
    const state = await bellState(c.var.deps.db, user.id);
    // The score as `GET /brain` answers it, which is what the dash stores as seen.
    const score = brainBody(user.id, 'overall', nerveScore(state.scores)).score;
    return {
      data: {
        neurons_total: state.neurons,
        highlights_total: state.highlights,
        score,
        last_seen_score: state.lastSeen,
        // As the bell's dot: a player who never opened the dash has seen 0.
        has_updates: (state.lastSeen ?? 0) !== score,
      },
    };
  },
});
