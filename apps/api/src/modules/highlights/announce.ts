/**
 * Tells players their game moved as it happens (issue 16's realtime path): after an award's
 * transaction commits, each awarded player's channel gets `brain__neuron-earned` per award and
 * `brain__score-updated` with their brain overall and in the award's role, read in the
 * transaction so they are the totals the award committed.
 *
 * Hidden play (decision 0010) is kept as the player's own history keeps it: while a challenge is
 * open, a player is told only of awards for their own actions (`OWN_ACTION_REASONS`) and
 * scores that leave out what others' hidden play paid them. A rating's author hears of it at the
 * settlement, like their history, so no event dates a rater's action. A suggestion box's play
 * (`ama`) is public and told at once.
 */
import {
  type LiveNeuron,
  type LiveScore,
  REALTIME_EVENTS,
  type RealtimeEvent,
  realtimeChannel,
} from '@nervus/contracts';
import { type LadderRole, type NeuronAward, nerveScore } from '@nervus/game-rules';
import type { Logger } from 'pino';
import { afterCommit } from '../../db/after-commit.js';
import type { Tx } from '../../db/client.js';
import { OWN_ACTION_REASONS, visibleRoleScores } from '../ledger/hidden-play.js';
import type { Publisher } from '../realtime/publisher.js';
import { brainBody } from './serialize.js';

const OWN = new Set<string>(OWN_ACTION_REASONS);

/** What the awards' challenge says about them. */
export interface AwardChallenge {
  readonly questionTitle: string;
  readonly slug: string;
  readonly solutionFormat: string;
  readonly settledAt: Date | null;
}

/** Whether the award's owner may be told of it now (hidden-play.ts, `visibleTo('owner')`). */
export function toldNow(award: Pick<NeuronAward, 'reason'>, challenge: AwardChallenge | null) {
  if (!challenge || challenge.solutionFormat === 'ama' || challenge.settledAt) return true;
  return OWN.has(award.reason);
}

/** An award as its owner's `brain__neuron-earned` tells it. */
export function liveNeuron(
  award: NeuronAward,
  challenge: AwardChallenge | null,
  at: Date,
): LiveNeuron {
  const time = at.toISOString();
  return {
    points: award.points,
    role: award.role,
    type: award.reason,
    user_origin: OWN.has(award.reason) ? 'you' : 'others',
    meaningful_name: meaningfulName(award.reason),
    event_created: time,
    challenge_title: challenge?.questionTitle ?? null,
    challenge_slug: challenge?.slug ?? null,
    point_created_at: time,
  };
}

/** A reason's words, as a fallback the browser's translated text replaces (`idea-rated`: Idea rated). */
export function meaningfulName(reason: string): string {
  const words = reason.replace(/[-_:]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What telling players needs: their channels' publisher, and a log for what fails. */
export interface Announcer {
  readonly realtime: Publisher;
  readonly log: Logger;
}

/**
 * Within the awards' transaction: reads each told player's new scores, and publishes them with
 * the awards once the transaction commits. Awards nobody may be told of yet publish nothing.
 */
export async function announceAwards(
  tx: Tx,
  announcer: Announcer,
  paid: readonly NeuronAward[],
  challenge: AwardChallenge | null,
  at: Date,
): Promise<void> {
  const told = paid.filter((a) => toldNow(a, challenge));
  if (told.length === 0) return;
  const byUser = new Map<string, NeuronAward[]>();
  for (const award of told) byUser.set(award.userId, [...(byUser.get(award.userId) ?? []), award]);
  const messages: { channel: string; event: RealtimeEvent; data: LiveNeuron | LiveScore }[] = [];
  for (const [userId, awards] of byUser) {
    // The player's own brain, as GET /brain answers them (their own play, less what waits).
    const scores = await visibleRoleScores(tx, userId, 'owner');
    const channel = realtimeChannel(userId);
    for (const award of awards)
      messages.push({
        channel,
        event: REALTIME_EVENTS.neuronEarned,
        data: liveNeuron(award, challenge, at),
      });
    const roles = new Set<LadderRole>(['overall', ...awards.map((a) => a.role)]);
    for (const role of roles)
      messages.push({
        channel,
        event: REALTIME_EVENTS.scoreUpdated,
        data: brainBody(
          userId,
          role,
          role === 'overall' ? nerveScore(scores) : (scores[role] ?? 0),
        ),
      });
  }
  afterCommit(tx, async () => {
    for (const m of messages)
      await announcer.realtime
        .publish(m.channel, m.event, m.data)
        .catch((err: unknown) => announcer.log.warn({ err }, 'realtime: an announcement failed'));
  });
}
