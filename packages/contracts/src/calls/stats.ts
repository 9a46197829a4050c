/**
 * Stats: a player's counts of play and score details (the progress pages), and the counts of a
 * challenge, a platform or an olympiad. Hidden play keeps a count of play in an open challenge
 * for its player alone (docs/decisions/0010).
 */
import { envelope } from '../common.js';
import {
  ContextStatsParamsSchema,
  ContextStatsSchema,
  PlayerResourcesSchema,
  PlayerStatsParamsSchema,
  ScoreDetailsQuerySchema,
  ScoreDetailsSchema,
} from '../stats.js';
import { defineCalls } from './define.js';

export const statsCalls = defineCalls({
  playerResources: {
    method: 'GET',
    path: '/stats/resources/{id}',
    summary:
      "A player's counts of play: challenges posted, ideas and placings, ratings, mentoring, recruits, neurons by role (their own open play for themself only)",
    tag: 'stats',
    auth: 'optional',
    params: PlayerStatsParamsSchema,
    response: envelope(PlayerResourcesSchema),
  },
  contextStats: {
    method: 'GET',
    path: '/stats/context/{a}/{b}/stats',
    summary:
      "The counts of a challenge (once settled), a platform (its settled challenges' play) or an olympiad (its boards)",
    tag: 'stats',
    auth: 'none',
    params: ContextStatsParamsSchema,
    response: envelope(ContextStatsSchema),
  },
  scoreDetails: {
    method: 'GET',
    path: '/stats/{id}/details',
    summary:
      "A player's neurons per role in each of the latest weeks or months, and what they were for",
    tag: 'stats',
    auth: 'optional',
    params: PlayerStatsParamsSchema,
    query: ScoreDetailsQuerySchema,
    response: envelope(ScoreDetailsSchema),
  },
});
