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
import { type AwardRole, type LadderRole, type NeuronAward, nerveScore } from '@nervus/game-rules';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterCommit } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { challenges, neuronLedger } from '../../db/schema.js';
import { awardMedals } from '../awards/commands.js';
import { OWN_ACTION_REASONS, PUBLIC_REASONS, visibleRoleScores } from '../ledger/hidden-play.js';
import { awardNeurons } from '../ledger/neurons.js';
import type { Publisher } from '../realtime/publisher.js';
import { writeHighlights } from './commands.js';
import { brainBody } from './serialize.js';

const OWN = new Set<string>(OWN_ACTION_REASONS);
const PUBLIC = new Set<string>(PUBLIC_REASONS);

/** What the awards' challenge says about them. */
export interface AwardChallenge {
  readonly questionTitle: string;
  readonly slug: string;
  readonly solutionFormat: string;
  readonly settledAt: Date | null;
}

/**
 * Whether the award's owner may be told of it now (ledger/hidden-play.ts, `visibleTo('owner')`):
 * their own action, or a public one (publishing: the page shows who and when anyway).
 */
export function toldNow(award: Pick<NeuronAward, 'reason'>, challenge: AwardChallenge | null) {
  if (!challenge || challenge.solutionFormat === 'ama' || challenge.settledAt) return true;
  return OWN.has(award.reason) || PUBLIC.has(award.reason);
}

/** An award as its owner's `brain__neuron-earned` tells it. */
export function liveNeuron(
  award: Pick<NeuronAward, 'points' | 'role' | 'reason'>,
  challenge: AwardChallenge | null,
  at: Date,
): LiveNeuron {
  const time = at.toISOString();
  return {
    points: award.points,
    role: award.role,
    type: award.reason,
    user_origin: OWN.has(award.reason) || award.reason === 'challenge-published' ? 'you' : 'others',
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

type Message = { channel: string; event: RealtimeEvent; data: LiveNeuron | LiveScore };

/** Publishes in order; a failure is logged, never thrown (the database holds what it tells). */
async function publishAll(announcer: Announcer, messages: readonly Message[]): Promise<void> {
  for (const m of messages)
    await announcer.realtime
      .publish(m.channel, m.event, m.data)
      .catch((err: unknown) => announcer.log.warn({ err }, 'realtime: an announcement failed'));
}

/** `brain__score-updated` for the player's brain overall and in each of `roles`, as they see it. */
async function scoreMessages(
  db: Database | Tx,
  userId: string,
  roles: Iterable<LadderRole>,
): Promise<Message[]> {
  // The player's own brain, as GET /brain answers them (their own play, less what waits).
  const scores = await visibleRoleScores(db, userId, 'owner');
  return [...new Set<LadderRole>(['overall', ...roles])].map((role) => ({
    channel: realtimeChannel(userId),
    event: REALTIME_EVENTS.scoreUpdated,
    data: brainBody(userId, role, role === 'overall' ? nerveScore(scores) : (scores[role] ?? 0)),
  }));
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
  const messages: Message[] = [];
  for (const [userId, awards] of byUser) {
    for (const award of awards)
      messages.push({
        channel: realtimeChannel(userId),
        event: REALTIME_EVENTS.neuronEarned,
        data: liveNeuron(award, challenge, at),
      });
    messages.push(
      ...(await scoreMessages(
        tx,
        userId,
        awards.map((a) => a.role),
      )),
    );
  }
  afterCommit(tx, () => publishAll(announcer, messages));
}

/** The challenge an award names, as announcing it needs it. */
async function awardChallenge(tx: Tx, id: string): Promise<AwardChallenge | null> {
  const [row] = await tx
    .select({
      questionTitle: challenges.questionTitle,
      slug: challenges.slug,
      solutionFormat: challenges.solutionFormat,
      settledAt: challenges.settledAt,
    })
    .from(challenges)
    .where(eq(challenges.id, id))
    .limit(1);
  return row ?? null;
}

/** A challenge row an award names (it is read when only its id is given), or none. */
export type PaidIn = (AwardChallenge & { readonly id: string }) | string | null;

/**
 * The one way the game pays neurons: writes the awards exactly once (the ledger's
 * `awardNeurons`, scouts' shares included) and tells each earner of what was new, as far as
 * hidden play lets them be told now (`announceAwards`), once `tx` commits. `tx` must come from
 * `inTransaction`. Answers the new awards and shares.
 *
 * @example
 * const paid = await payNeurons(tx, deps, neuronsFor({ kind: 'IdeaRated', … }), {
 *   challenge, now: time });
 */
export async function payNeurons(
  tx: Tx,
  announcer: Announcer,
  awards: readonly NeuronAward[],
  context: { readonly challenge: PaidIn; readonly now: Date },
): Promise<NeuronAward[]> {
  const { challenge, now } = context;
  const challengeId = typeof challenge === 'string' ? challenge : challenge?.id;
  const paid = await awardNeurons(tx, awards, {
    ...(challengeId ? { challengeId } : {}),
    now,
  });
  if (paid.length === 0) return paid;
  // The medals these awards earn, each told once as a highlight (decision 0021).
  await writeHighlights(tx, announcer, await awardMedals(tx, paid, now));
  const about = typeof challenge === 'string' ? await awardChallenge(tx, challenge) : challenge;
  await announceAwards(tx, announcer, paid, about, now);
  return paid;
}

const OWN_OR_PUBLIC = [...OWN_ACTION_REASONS, ...PUBLIC_REASONS];

/**
 * At a challenge's settlement, in its transaction: once it commits, every award of the
 * challenge that its owner had not been told of (what others' hidden play paid them, the
 * close's awards, scouts' shares) is told, dated at the close and summed per player, role and
 * reason (an author hears "ratings received" once, not once per rater, which would only replay
 * the raters' order). The awards and each player's scores are read once the settlement has
 * committed (`db`): a settled challenge's awards no longer change, and its transaction waits
 * for no reading.
 */
export function announceSettlement(
  tx: Tx,
  db: Database,
  announcer: Announcer,
  challenge: AwardChallenge & { readonly id: string },
  at: Date,
): void {
  // A suggestion box's play is public: each award was told as it came.
  if (challenge.solutionFormat === 'ama') return;
  const told = { ...challenge, settledAt: at };
  afterCommit(tx, async () => {
    const answer = await db.execute(sql`
      select user_id, role, reason, sum(milli_points)::bigint as milli
      from ${neuronLedger}
      where challenge_id = ${challenge.id}
        and reason not in (${sql.join(
          OWN_OR_PUBLIC.map((r) => sql`${r}`),
          sql`, `,
        )})
      group by user_id, role, reason
      order by user_id, role, reason`);
    const rows = (
      answer as unknown as {
        rows: { user_id: string; role: AwardRole; reason: string; milli: string | number }[];
      }
    ).rows;
    const byUser = new Map<string, typeof rows>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const [userId, awards] of byUser) {
      const messages: Message[] = awards.map((a) => ({
        channel: realtimeChannel(userId),
        event: REALTIME_EVENTS.neuronEarned,
        data: liveNeuron(
          { role: a.role, reason: a.reason, points: Number(a.milli) / 1000 },
          told,
          at,
        ),
      }));
      messages.push(
        ...(await scoreMessages(
          db,
          userId,
          awards.map((a) => a.role),
        )),
      );
      await publishAll(announcer, messages);
    }
  });
}
