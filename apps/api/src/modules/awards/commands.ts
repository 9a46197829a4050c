/**
 * Awarding medals (game-rules `MEDALS`, docs/decisions/0021), in the transaction of the event
 * that earns them, exactly once per player, medal and context (`medals_awarded`'s unique index):
 *
 * - `awardMedals` after any neuron award: the counters the awards' reasons move and the brain
 *   level, for the players paid;
 * - `settlementMedalGrants` when a challenge settles: its ideas' places and picks, and the
 *   players whose hidden play just became public, written and told by the settlement's
 *   highlights statement (`settlementMedalNews`);
 * - `awardRaceMedals` when an olympiad closes: its races' podiums;
 * - `backfillMedals`: all of it for every player, for the seed and players who played before
 *   medals existed.
 *
 * Hidden play: a medal for one's own action (a first idea, a tenth rating) is awarded at once,
 * and shown to its owner at once, as their own history shows the action; everyone else sees it
 * (`public_at`) only once the counts they may see earn it, that is, from the close of the
 * challenges that held it. Each writer answers the news of its new medals, which the caller
 * tells their owners as `medal-earned` highlights.
 */
import {
  brainLevelCount,
  countersOfReason,
  ideaMedalsEarned,
  MEDAL_COUNTERS,
  type Medal,
  type MedalCounter,
  medalById,
  medalsOfCounters,
  type NeuronAward,
  playerMedalsEarned,
  raceMedalsEarned,
} from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import {
  anyMedalAwarded,
  type Granted,
  grantsCte,
  ideaOutcomes,
  ledgerCounts,
  type MedalGrant,
  racePlaces,
  type SeenCounts,
  type SeenScore,
  seenScores,
  settlementStanding,
  standingOf,
  writeGrants,
} from './queries.js';
import { withLevel } from './serialize.js';

type Db = Database | Tx;

/** Every counter a player medal goes by. */
const EVERY_COUNTER: readonly MedalCounter[] = MEDAL_COUNTERS;

/**
 * The grants a player's counts call for: each medal the owner's counts earn, public now when
 * the public counts earn it too. Grants of medals already held and public are left out.
 */
function playerGrants(
  userId: string,
  seen: SeenCounts,
  counters: ReadonlySet<MedalCounter>,
  held: ReadonlyMap<string, boolean>,
  now: Date,
): MedalGrant[] {
  const publicIds = new Set(playerMedalsEarned(seen.other).map((m) => m.id));
  return playerMedalsEarned(seen.owner)
    .filter((m) => m.rule.scope === 'player' && counters.has(m.rule.counter))
    .filter((m) => held.get(m.id) !== true)
    .map((m) => ({
      userId,
      medalId: m.id,
      contextKey: '',
      ideaId: null,
      raceId: null,
      awardedAt: now,
      publicAt: publicIds.has(m.id) ? now : null,
    }));
}

/** The player medals of `counters`, evaluated for `userIds` (or every player). */
async function evaluatePlayers(
  db: Db,
  userIds: readonly string[] | 'all',
  counters: readonly MedalCounter[],
  held: ReadonlyMap<string, ReadonlyMap<string, boolean>>,
  now: Date,
): Promise<MedalGrant[]> {
  if (counters.length === 0) return [];
  const wantsLevel = counters.includes('brain-level');
  const [counts, scores] = await Promise.all([
    ledgerCounts(db, userIds, counters),
    wantsLevel ? seenScores(db, userIds) : Promise.resolve(new Map<string, SeenScore>()),
  ]);
  const players = userIds === 'all' ? new Set([...counts.keys(), ...scores.keys()]) : userIds;
  const wanted = new Set(counters);
  const grants: MedalGrant[] = [];
  for (const userId of players)
    grants.push(
      ...playerGrants(
        userId,
        withLevel(counts.get(userId), scores.get(userId)),
        wanted,
        held.get(userId) ?? new Map(),
        now,
      ),
    );
  return grants;
}

/**
 * A new medal as its owner is told of it: the fields of a `medal-earned` highlight (the caller
 * writes it with the highlights' writer, which imports this module, so this one cannot call it).
 */
export interface MedalNews {
  readonly userId: string;
  readonly type: 'medal-earned';
  readonly role: 'overall';
  readonly statement: string;
  readonly challengeId: string | null;
  readonly link: string;
  /** Unique per player, medal and context: the highlight is written once. */
  readonly key: string;
  readonly at: Date;
}

/** What a new medal's highlight says. */
const medalStatement = (medal: Medal) => `You earned the ${medal.name} medal: ${medal.description}`;

/** The news of a new medal. */
function newsOf(granted: Granted, medal: Medal, at: Date, challengeId?: string): MedalNews {
  return {
    userId: granted.userId,
    type: 'medal-earned',
    role: 'overall',
    statement: medalStatement(medal),
    challengeId: challengeId ?? null,
    link: '/medals-badges',
    key: `medal:${granted.medalId}:${granted.contextKey}`,
    at,
  };
}

/** Writes the grants; answers the news of each new medal. */
async function grant(
  tx: Tx,
  grants: readonly MedalGrant[],
  at: Date,
  challengeOf: (g: Granted) => string | undefined = () => undefined,
): Promise<MedalNews[]> {
  const written = await writeGrants(tx, grants);
  return written
    .filter((g) => g.fresh)
    .flatMap((g) => {
      const medal = medalById(g.medalId);
      return medal ? [newsOf(g, medal, at, challengeOf(g))] : [];
    });
}

/**
 * After neuron awards, in their transaction: the medals the awards may have earned their
 * players. Cheap when nothing can be earned: one read of the players' totals and medals, and
 * counting only for a medal not yet held (or not yet public). Answers the new medals.
 *
 * @example
 * // in payNeurons (modules/highlights), after the ledger wrote the awards:
 * await writeHighlights(tx, announcer, await awardMedals(tx, paid, now));
 */
export async function awardMedals(
  tx: Tx,
  paid: readonly NeuronAward[],
  now: Date,
): Promise<MedalNews[]> {
  if (paid.length === 0) return [];
  const players = [...new Set(paid.map((a) => a.userId))];
  const standing = await standingOf(tx, players);
  const grants: MedalGrant[] = [];
  const held = new Map<string, Map<string, boolean>>();
  const byCounters = new Map<string, MedalCounter[]>();
  for (const userId of players) {
    const mine = standing.get(userId);
    if (!mine) continue;
    const heldHere = new Map(mine.held.map((h) => [h.medalId, h.isPublic]));
    held.set(userId, heldHere);
    const moved = new Set(
      paid.filter((a) => a.userId === userId).flatMap((a) => countersOfReason(a.reason)),
    );
    // Any award moves the score. Counting is worth it only for a medal not held, or not yet
    // public; the level, only once the running total reaches that medal's level.
    moved.add('brain-level');
    const open = medalsOfCounters(moved).filter((m) => heldHere.get(m.id) !== true);
    const worth = open.filter(
      (m) =>
        m.rule.scope === 'player' &&
        (m.rule.counter !== 'brain-level' ||
          brainLevelCount(mine.total / 1000) >= m.rule.atLeast ||
          heldHere.has(m.id)),
    );
    const counters = [
      ...new Set(worth.map((m) => (m.rule.scope === 'player' ? m.rule.counter : null))),
    ].filter((c): c is MedalCounter => c !== null);
    if (counters.length > 0) byCounters.set(userId, counters);
  }
  for (const [userId, counters] of byCounters)
    grants.push(...(await evaluatePlayers(tx, [userId], counters, held, now)));
  return grant(tx, grants, now);
}

/** The idea medals of settled ideas, awarded and public at the close. */
function ideaGrants(outcomes: Awaited<ReturnType<typeof ideaOutcomes>>): MedalGrant[] {
  return outcomes.flatMap((o) =>
    ideaMedalsEarned({ place: o.place, picked: o.picked }).map((m) => ({
      userId: o.authorId,
      medalId: m.id,
      contextKey: o.ideaId,
      ideaId: o.ideaId,
      raceId: null,
      awardedAt: o.settledAt,
      publicAt: o.settledAt,
    })),
  );
}

/**
 * Whether a player's brain-level medals are worth reading their seen score for: some milestone
 * is not held and public yet, and their running total reaches it.
 */
function levelWorthCounting(totalMilli: number, held: ReadonlyMap<string, boolean>): boolean {
  const level = brainLevelCount(totalMilli / 1000);
  return medalsOfCounters(['brain-level']).some(
    (m) =>
      held.get(m.id) !== true &&
      m.rule.scope === 'player' &&
      (level >= m.rule.atLeast || held.has(m.id)),
  );
}

/**
 * When a challenge settles, in the settlement's transaction (after its neurons): the grants of
 * its ideas' medals (Top 3 places, the catalyst's picks), and of the player medals of those whose
 * hidden play in it is public now or whose score others' play in it raised. The settlement
 * writes and tells them in its highlights' statement (`settlementMedalNews`).
 */
export async function settlementMedalGrants(
  tx: Tx,
  challengeId: string,
  now: Date,
): Promise<MedalGrant[]> {
  const { outcomes, standing } = await settlementStanding(tx, challengeId);
  const players = [...standing.keys()];
  const held = new Map<string, Map<string, boolean>>();
  // What the close can change: a held medal's publicity (its counter is counted again), and the
  // brain level its owner sees (others' play now told). Counts of one's own actions were
  // already seen by their owner, so nobody else's history is read.
  const pending: string[] = [];
  const pendingCounters = new Set<MedalCounter>(['brain-level']);
  const levelOnly: string[] = [];
  for (const userId of players) {
    const mine = standing.get(userId);
    if (!mine) continue;
    const heldHere = new Map(mine.held.map((h) => [h.medalId, h.isPublic]));
    held.set(userId, heldHere);
    const waiting = mine.held.filter((h) => !h.isPublic).map((h) => medalById(h.medalId));
    if (waiting.length > 0) {
      pending.push(userId);
      for (const m of waiting) if (m?.rule.scope === 'player') pendingCounters.add(m.rule.counter);
    } else if (levelWorthCounting(mine.total, heldHere)) levelOnly.push(userId);
  }
  return [
    ...ideaGrants(outcomes),
    ...(await evaluatePlayers(tx, pending, [...pendingCounters], held, now)),
    ...(await evaluatePlayers(tx, levelOnly, ['brain-level'], held, now)),
  ];
}

/**
 * A settlement's grants as parts of its highlights' statement (highlights/commands.ts
 * `writeHighlightsFrom`), so they cost no statement of their own: `ctes` writes them (CTE
 * `granted`, each once, as `writeGrants` does) and `source` selects the `medal-earned`
 * highlight of each new one, dated `at`; an idea's medal names the challenge. Null when there
 * is nothing to grant.
 */
export function settlementMedalNews(
  grants: readonly MedalGrant[],
  challengeId: string,
  at: Date,
): { ctes: SQL; source: SQL } | null {
  if (grants.length === 0) return null;
  const said = [...new Set(grants.map((g) => g.medalId))].flatMap((id) => {
    const medal = medalById(id);
    return medal ? [{ id, statement: medalStatement(medal) }] : [];
  });
  return {
    ctes: grantsCte(grants),
    source: sql`
      select g.user_id, 'medal:' || g.medal_id || ':' || g.context_key, 'medal-earned', 'overall',
        n.statement, case when g.idea_id is not null then ${challengeId}::uuid end,
        '/medals-badges', ${at.toISOString()}::timestamptz
      from granted g
      join jsonb_to_recordset(${JSON.stringify(said)}::jsonb) as n(id text, statement text)
        on n.id = g.medal_id
      where g.fresh`,
  };
}

/** When an olympiad closes, in the transaction that allocated its prizes: its races' podiums. */
export async function awardRaceMedals(tx: Tx, olympiadId: string, now: Date): Promise<MedalNews[]> {
  const places = await racePlaces(tx, olympiadId);
  const grants = places.flatMap((p) =>
    raceMedalsEarned(p.place).map((m) => ({
      userId: p.userId,
      medalId: m.id,
      contextKey: p.raceId,
      ideaId: null,
      raceId: p.raceId,
      awardedAt: now,
      publicAt: now,
    })),
  );
  return grant(tx, grants, now);
}

/**
 * Every medal every player has earned and does not hold (or holds, not yet public when it may
 * be): for players who played before medals existed and for the seed. Safe to run again; tells
 * nobody (a backfill is no news). Answers how many awards it wrote or made public.
 */
export async function backfillMedals(tx: Tx, now: Date): Promise<number> {
  const [outcomes, places] = await Promise.all([ideaOutcomes(tx, 'all'), racePlaces(tx, 'all')]);
  const players = await evaluatePlayers(tx, 'all', EVERY_COUNTER, new Map(), now);
  const races = places.flatMap((p) =>
    raceMedalsEarned(p.place).map((m) => ({
      userId: p.userId,
      medalId: m.id,
      contextKey: p.raceId,
      ideaId: null,
      raceId: p.raceId,
      awardedAt: now,
      publicAt: now,
    })),
  );
  const written = await writeGrants(tx, [...ideaGrants(outcomes), ...players, ...races]);
  return written.length;
}

/**
 * `backfillMedals`, once per database: when no medal has been awarded yet (a new database, or
 * one from before medals). The seed runs it at every start; afterwards the game's events award
 * medals as they happen. Answers how many it wrote.
 */
export async function backfillMedalsOnce(tx: Tx, now: Date): Promise<number> {
  if (await anyMedalAwarded(tx)) return 0;
  return backfillMedals(tx, now);
}
