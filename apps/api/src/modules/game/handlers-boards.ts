/**
 * What players read about their play: brains and neurons (from the running totals kept with
 * every award, less what hidden play keeps back until the close: hidden-play.ts), role
 * dashboards, and a settled challenge's results.
 *
 * Dashboards list only the caller's own challenges per role: the path's platform narrows them
 * (on the caller's personal platform every challenge counts). Results: the Top 3 as it stood
 * at the close (the catalyst's picks, then the crowd's best), the prize split as the money
 * ledger paid it, and the reader's neurons from the challenge; all but the reader's neurons is
 * public once settled, like the ideas.
 */
import { DASHBOARD_ROLES } from '@nervus/contracts';
import { LADDER_ROLES, nerveScore, pickTop3 } from '@nervus/game-rules';
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findChallenge } from '../challenges/find.js';
import { canSeeResults } from './policy.js';
import {
  challengeMoney,
  dashboardPage,
  findPlatformBySlug,
  findPlayerId,
  neuronPage,
  neuronsFromChallenge,
  neuronsPerDay,
  rankedIdeaIds,
  visibleRoleScores,
} from './queries-boards.js';
import { brainBody, brainHistory, dashboardItem, neuronBody, resultsBody } from './serialize.js';

type Role = (typeof DASHBOARD_ROLES)[number];

async function requirePlayer(db: Database, id: string): Promise<string> {
  const found = await findPlayerId(db, id);
  if (!found) throw notFound('User');
  return found;
}

export const boardHandlers = handlers({
  brains: async (c, { user, query }) => {
    const { db } = c.var.deps;
    let userId: string;
    if (query.user_id) userId = await requirePlayer(db, query.user_id);
    else if (user) userId = user.id;
    // Without a user_id the brains asked for are the reader's own.
    else throw unauthorized();
    // A player's own brain holds what they did themselves; another reader's waits for the close.
    const reader = user?.id === userId ? 'owner' : 'other';
    const scores = await visibleRoleScores(db, userId, reader);
    return {
      data: LADDER_ROLES.map((role) =>
        brainBody(userId, role, role === 'overall' ? nerveScore(scores) : (scores[role] ?? 0)),
      ),
    };
  },

  brainHistory: async (c, { params, query }) => {
    const { db } = c.var.deps;
    const userId = await requirePlayer(db, params.id);
    // Public, the same for every reader (the owner too): their own play shows with the close.
    return { data: brainHistory(await neuronsPerDay(db, userId, 'other', query.role)) };
  },

  neurons: async (c, { user, query }) => {
    const { rows, total } = await neuronPage(c.var.deps.db, user.id, 'owner', query);
    return { data: rows.map(neuronBody), meta: { total, page: query.page, size: query.size } };
  },

  userNeurons: async (c, { params, query }) => {
    const { db } = c.var.deps;
    // Public, the same for every reader: a player reads their own history from `/neurons`.
    const { rows, total } = await neuronPage(
      db,
      await requirePlayer(db, params.id),
      'other',
      query,
    );
    return { data: rows.map(neuronBody), meta: { total, page: query.page, size: query.size } };
  },

  dashboard: async (c, { user, params, query: { state, page, size } }) => {
    const { db, now } = c.var.deps;
    const role = params.role as Role;
    if (!DASHBOARD_ROLES.includes(role)) throw notFound('Dashboard');
    const platform = await findPlatformBySlug(db, params.platform);
    if (!platform) throw notFound('Platform');
    const personal = platform.type === 'user-platform' && platform.ownerId === user.id;
    const { rows, total } = await dashboardPage(db, {
      me: user.id,
      role,
      state,
      platformId: personal ? null : platform.id,
      page,
      size,
      now: now(),
    });
    return { data: rows.map(dashboardItem), meta: { total, page, size } };
  },

  challengeResults: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    enforce(canSeeResults(challenge));
    const settledAt = challenge.settledAt as Date;
    const [ranked, paid, earned] = await Promise.all([
      rankedIdeaIds(db, challenge.id),
      challengeMoney(db, challenge.id),
      user ? neuronsFromChallenge(db, challenge.id, user.id) : Promise.resolve([]),
    ]);
    const top3 = pickTop3(challenge.top3Picks, null, ranked);
    if (!top3.ok) throw new Error(top3.message);
    return { data: resultsBody({ id: challenge.id, settledAt }, top3, paid, earned) };
  },
});
