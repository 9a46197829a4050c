/**
 * Stats: a player's counts of play and score details, and a context's counts (challenge,
 * platform, olympiad). A player's are counted for their owner or for anyone else (policy.ts):
 * the play of a challenge that has not settled counts only for its player until the close.
 */
import { nerveScore } from '@nervus/game-rules';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { findChallenge } from '../challenges/find.js';
import { findPlayerId, visibleRoleScores } from '../game/queries-boards.js';
import { challengeCountsShown, statsReader } from './policy.js';
import {
  findOlympiad,
  findPlatform,
  olympiadCounts,
  platformCounts,
  reasonTotals,
  resourceCounts,
  roleDays,
  settledChallengeCounts,
} from './queries.js';
import { contextBody, periodStarts, periodsBody, reasonsBody, roleNeurons } from './serialize.js';

const VIEW = { owner: 'owner', other: 'public' } as const;

export const statsHandlers = handlers({
  playerResources: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const userId = await findPlayerId(db, params.id);
    if (!userId) throw notFound('User');
    const reader = statsReader(user, userId);
    const [counts, scores] = await Promise.all([
      resourceCounts(db, userId, reader),
      visibleRoleScores(db, userId, reader),
    ]);
    const { mentoring_rating, ...rest } = counts;
    return {
      data: {
        user_id: userId,
        view: VIEW[reader],
        ...rest,
        mentoring_rating: mentoring_rating === null ? null : Number(mentoring_rating),
        neurons: roleNeurons(scores, nerveScore(scores)),
      },
    };
  },

  scoreDetails: async (c, { user, params, query }) => {
    const { db, now } = c.var.deps;
    const userId = await findPlayerId(db, params.id);
    if (!userId) throw notFound('User');
    const reader = statsReader(user, userId);
    const starts = periodStarts(now(), query.period, query.count);
    const [days, reasons] = await Promise.all([
      roleDays(db, userId, reader, starts[0] as string),
      reasonTotals(db, userId, reader),
    ]);
    return {
      data: {
        user_id: userId,
        view: VIEW[reader],
        period: query.period,
        periods: periodsBody(starts, days, query.period),
        reasons: reasonsBody(reasons),
      },
    };
  },

  contextStats: async (c, { params }) => {
    const { db } = c.var.deps;
    if (params.a === 'challenge') {
      const challenge = await findChallenge(db, params.b);
      const settled = challengeCountsShown(challenge);
      const context = {
        kind: 'challenge',
        id: challenge.id,
        title: challenge.questionTitle,
        settled,
      } as const;
      return {
        data: contextBody(context, settled ? await settledChallengeCounts(db, challenge.id) : {}),
      };
    }
    if (params.a === 'platform') {
      const platform = await findPlatform(db, params.b);
      if (!platform) throw notFound('Platform');
      const context = {
        kind: 'platform',
        id: platform.id,
        title: platform.title,
        settled: false,
      } as const;
      return { data: contextBody(context, await platformCounts(db, platform)) };
    }
    const olympiad = await findOlympiad(db, params.b);
    if (!olympiad) throw notFound('Olympiad');
    const context = {
      kind: 'olympiad',
      id: olympiad.id,
      title: olympiad.name,
      settled: olympiad.status === 'closed',
    } as const;
    return { data: contextBody(context, await olympiadCounts(db, olympiad.id)) };
  },
});
