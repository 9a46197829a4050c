/**
 * The awards module's SQL: the counts a player's medals go by, as their owner and as anyone
 * else may know them (hidden play, docs/decisions/0010 and 0021), the awarded rows, and the
 * outcomes of ideas and olympiad races that earn medals.
 */
import { MEDAL_COUNTER_REASONS, type MedalCounter, type MedalCounts } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { jsonOf } from '../../db/json.js';
import {
  challenges,
  ideas,
  medalsAwarded,
  neuronLedger,
  neuronTotals,
  olympiadAllocations,
  olympiadRaces,
  olympiads,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import { type HistoryReader, OWN_ACTION_REASONS, visibleTo } from '../ledger/hidden-play.js';

type Db = Database | Tx;

/** The rows of a raw statement's answer, on PGlite and node-postgres alike. */
function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `in (…)` over user ids, or nothing for every user. */
const ofUsers = (column: SQL, userIds: readonly string[] | 'all') =>
  userIds === 'all' ? sql`true` : sql`${column} in (${list(userIds)})`;

/** A player's counts as their owner knows them and as everyone else does. */
export interface SeenCounts {
  readonly owner: MedalCounts;
  readonly other: MedalCounts;
}

const REASON_COUNTER = new Map<string, MedalCounter>(
  (Object.entries(MEDAL_COUNTER_REASONS) as [MedalCounter, readonly string[]][]).flatMap(
    ([counter, reasons]) => reasons.map((reason) => [reason, counter] as const),
  ),
);

function add(counts: MedalCounts, counter: MedalCounter, n: number): MedalCounts {
  return { ...counts, [counter]: (counts[counter] ?? 0) + n };
}

/**
 * The ledger-counted counters (`MEDAL_COUNTER_REASONS`) of some players or all, per reader: the
 * owner counts what their history shows them, anyone else what the public history shows (an
 * idea or rating in an open challenge counts for others from the close).
 */
export async function ledgerCounts(
  db: Db,
  userIds: readonly string[] | 'all',
  counters: readonly MedalCounter[],
): Promise<Map<string, SeenCounts>> {
  const reasons = counters.flatMap((c) =>
    c === 'brain-level' ? [] : [...MEDAL_COUNTER_REASONS[c]],
  );
  const counts = new Map<string, SeenCounts>();
  if (reasons.length === 0 || (userIds !== 'all' && userIds.length === 0)) return counts;
  const answer = await db.execute(sql`
    select l.user_id, l.reason,
      count(*) filter (where ${visibleTo('owner')})::int as owner_n,
      count(*) filter (where ${visibleTo('other')})::int as other_n
    from ${neuronLedger} l left join ${challenges} c on c.id = l.challenge_id
    where l.reason in (${list(reasons)}) and ${ofUsers(sql`l.user_id`, userIds)}
    group by 1, 2`);
  for (const row of rowsOf<{ user_id: string; reason: string; owner_n: number; other_n: number }>(
    answer,
  )) {
    const counter = REASON_COUNTER.get(row.reason);
    if (!counter) continue;
    const seen = counts.get(row.user_id) ?? { owner: {}, other: {} };
    counts.set(row.user_id, {
      owner: add(seen.owner, counter, Number(row.owner_n)),
      other: add(seen.other, counter, Number(row.other_n)),
    });
  }
  return counts;
}

/** A player's Nerve Score in thousandths: the running total, and what each reader may see of it. */
export interface SeenScore {
  readonly total: number;
  readonly owner: number;
  readonly other: number;
}

/**
 * Nerve Scores of some players or all, in thousandths: the running totals less what hidden play
 * withholds from each reader (hidden-play.ts `withheldRows`, summed over roles and days), read
 * from the unsettled challenges only.
 */
export async function seenScores(
  db: Db,
  userIds: readonly string[] | 'all',
): Promise<Map<string, SeenScore>> {
  const scores = new Map<string, SeenScore>();
  if (userIds !== 'all' && userIds.length === 0) return scores;
  const answer = await db.execute(sql`
    with held as (
      select l.user_id,
        coalesce(sum(l.milli_points) filter (where not ${visibleTo('owner')}), 0)::bigint as owner_held,
        coalesce(sum(l.milli_points) filter (where not ${visibleTo('other')}), 0)::bigint as other_held
      from ${challenges} c join ${neuronLedger} l on l.challenge_id = c.id
      where c.settled_at is null and ${ofUsers(sql`l.user_id`, userIds)}
      group by l.user_id
    ),
    totals as (
      select t.user_id, sum(t.milli_points)::bigint as total
      from ${neuronTotals} t where ${ofUsers(sql`t.user_id`, userIds)}
      group by t.user_id
    )
    select t.user_id, t.total, coalesce(h.owner_held, 0) as owner_held,
      coalesce(h.other_held, 0) as other_held
    from totals t left join held h on h.user_id = t.user_id`);
  for (const row of rowsOf<{
    user_id: string;
    total: string | number;
    owner_held: string | number;
    other_held: string | number;
  }>(answer)) {
    const total = Number(row.total);
    scores.set(row.user_id, {
      total,
      owner: total - Number(row.owner_held),
      other: total - Number(row.other_held),
    });
  }
  return scores;
}

/** A player's awarded player medals (`context_key` ''), and whether each is public yet. */
export interface HeldMedal {
  readonly medalId: string;
  readonly isPublic: boolean;
}

/**
 * Each player's running Nerve Score (thousandths) and the player medals they hold: one cheap
 * read that tells the awarding which counts are worth making.
 */
export async function standingOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { total: number; held: HeldMedal[] }>> {
  const standing = new Map<string, { total: number; held: HeldMedal[] }>();
  if (userIds.length === 0) return standing;
  const answer = await db.execute(sql`
    select u.id as user_id,
      (select coalesce(sum(t.milli_points), 0) from ${neuronTotals} t where t.user_id = u.id)::bigint as total,
      (select coalesce(json_agg(json_build_object('m', m.medal_id, 'p', m.public_at is not null)), '[]'::json)
        from ${medalsAwarded} m where m.user_id = u.id and m.context_key = '') as held
    from ${users} u where u.id in (${list(userIds)})`);
  for (const row of rowsOf<{ user_id: string; total: string | number; held: unknown }>(answer)) {
    const held = (typeof row.held === 'string' ? JSON.parse(row.held) : row.held) as {
      m: string;
      p: boolean;
    }[];
    standing.set(row.user_id, {
      total: Number(row.total),
      held: held.map((h) => ({ medalId: h.m, isPublic: h.p })),
    });
  }
  return standing;
}

/** A settled idea's outcome: its place among the ranked ideas and the catalyst's pick. */
export interface IdeaOutcomeRow {
  readonly ideaId: string;
  readonly authorId: string;
  readonly challengeId: string;
  readonly place: number | null;
  readonly picked: boolean;
  readonly settledAt: Date;
}

/**
 * The settled ideas that may earn a medal (placed in the Top 3 or picked) of one challenge or
 * of all; the catalyst's own ideas earn none, as they earn no closing neurons.
 */
export async function ideaOutcomes(db: Db, challengeId: string | 'all'): Promise<IdeaOutcomeRow[]> {
  const answer = await db.execute(sql`
    select i.id, i.author_id, i.challenge_id, i.rank,
      c.top3_picks @> jsonb_build_array(i.id::text) as picked, c.settled_at
    from ${ideas} i join ${challenges} c on c.id = i.challenge_id
    where c.settled_at is not null and i.author_id <> c.catalyst_id
      and ${challengeId === 'all' ? sql`true` : sql`i.challenge_id = ${challengeId}`}
      and (i.rank <= 3 or c.top3_picks @> jsonb_build_array(i.id::text))`);
  return rowsOf<{
    id: string;
    author_id: string;
    challenge_id: string;
    rank: number | null;
    picked: boolean;
    settled_at: string | Date;
  }>(answer).map((r) => ({
    ideaId: r.id,
    authorId: r.author_id,
    challengeId: r.challenge_id,
    place: r.rank === null ? null : Number(r.rank),
    picked: Boolean(r.picked),
    settledAt: new Date(r.settled_at),
  }));
}

/** What a settlement's medals are decided by, read in one statement. */
export interface SettlementStanding {
  /** The players it may have changed the medals of, with their totals and player medals. */
  readonly standing: Map<string, { total: number; held: HeldMedal[] }>;
  readonly outcomes: IdeaOutcomeRow[];
}

/**
 * A settling challenge's idea outcomes (as `ideaOutcomes`) and the standing (as `standingOf`)
 * of the players whose medals its close may change: those with rows in the challenge that
 * others' play paid them (their owner sees them only now), and those of its players holding a
 * medal others may not see yet (its hidden play is public now). One statement: it runs in the
 * settlement's transaction.
 */
export async function settlementStanding(tx: Tx, challengeId: string): Promise<SettlementStanding> {
  const answer = await tx.execute(sql`
    with players as (
      select distinct l.user_id from ${neuronLedger} l
      where l.challenge_id = ${challengeId}
        and (l.reason not in (${list(OWN_ACTION_REASONS)})
          or exists (select 1 from ${medalsAwarded} m where m.user_id = l.user_id and m.public_at is null))
    ),
    picks as (
      select p as id from ${challenges} c, jsonb_array_elements_text(c.top3_picks) p
      where c.id = ${challengeId}
    ),
    outcomes as (
      -- The picks as a set each idea is looked up in, not a jsonb built and searched per idea.
      select i.id, i.author_id, i.rank, i.id::text in (select id from picks) as picked, c.settled_at
      from ${ideas} i join ${challenges} c on c.id = i.challenge_id
      where i.challenge_id = ${challengeId} and c.settled_at is not null
        and i.author_id <> c.catalyst_id
        and (i.rank <= 3 or i.id::text in (select id from picks))
    )
    select
      (select coalesce(json_agg(json_build_object(
          'id', p.user_id,
          'total', (select coalesce(sum(t.milli_points), 0) from ${neuronTotals} t where t.user_id = p.user_id),
          'held', (select coalesce(json_agg(json_build_object('m', m.medal_id, 'p', m.public_at is not null)), '[]'::json)
            from ${medalsAwarded} m where m.user_id = p.user_id and m.context_key = ''))), '[]'::json)
        from players p) as players,
      (select coalesce(json_agg(json_build_object('id', o.id, 'author', o.author_id, 'rank', o.rank,
          'picked', o.picked, 'settled', o.settled_at)), '[]'::json)
        from outcomes o) as outcomes`);
  const [row] = rowsOf<{ players: unknown; outcomes: unknown }>(answer);
  const players = jsonOf<
    { id: string; total: number | string; held: { m: string; p: boolean }[] }[]
  >(row?.players ?? '[]');
  const outcomes = jsonOf<
    { id: string; author: string; rank: number | null; picked: boolean; settled: string }[]
  >(row?.outcomes ?? '[]');
  return {
    standing: new Map(
      players.map((p) => [
        p.id,
        { total: Number(p.total), held: p.held.map((h) => ({ medalId: h.m, isPublic: h.p })) },
      ]),
    ),
    outcomes: outcomes.map((o) => ({
      ideaId: o.id,
      authorId: o.author,
      challengeId,
      place: o.rank === null ? null : Number(o.rank),
      picked: Boolean(o.picked),
      settledAt: new Date(o.settled),
    })),
  };
}

/** A final place in an olympiad race (its allocation), for the podium medal. */
export interface RacePlaceRow {
  readonly raceId: string;
  readonly userId: string;
  readonly place: number;
  readonly olympiadId: string;
}

/** The podium places (1–3) of one closed olympiad's races, or of all; the ineligible left out. */
export async function racePlaces(db: Db, olympiadId: string | 'all'): Promise<RacePlaceRow[]> {
  const answer = await db.execute(sql`
    select a.race_id, a.user_id, a.rank, a.olympiad_id from ${olympiadAllocations} a
    where a.rank <= 3 and a.state <> 'not_eligible'
      and ${olympiadId === 'all' ? sql`true` : sql`a.olympiad_id = ${olympiadId}`}`);
  return rowsOf<{ race_id: string; user_id: string; rank: number; olympiad_id: string }>(
    answer,
  ).map((r) => ({
    raceId: r.race_id,
    userId: r.user_id,
    place: Number(r.rank),
    olympiadId: r.olympiad_id,
  }));
}

/** One medal to award (or to make public, when it is held and others may see it now). */
export interface MedalGrant {
  readonly userId: string;
  readonly medalId: string;
  /** '' for a player medal, else the idea's or race's id. */
  readonly contextKey: string;
  readonly ideaId: string | null;
  readonly raceId: string | null;
  readonly awardedAt: Date;
  readonly publicAt: Date | null;
}

/** A grant the statement wrote: new (`fresh`), or an existing award made public. */
export interface Granted {
  readonly userId: string;
  readonly medalId: string;
  readonly contextKey: string;
  readonly ideaId: string | null;
  readonly fresh: boolean;
}

/**
 * Writes grants, each medal once per player and context (the unique index): a new one is
 * inserted; an existing one only gains its `public_at` when it had none. Answers what changed.
 */
export async function writeGrants(db: Db, grants: readonly MedalGrant[]): Promise<Granted[]> {
  if (grants.length === 0) return [];
  const written: Granted[] = [];
  // Chunks keep a backfill's statements a sensible size.
  for (let i = 0; i < grants.length; i += 500) {
    const answer = await db.execute(sql`
      with ${grantsCte(grants.slice(i, i + 500))}
      select user_id, medal_id, context_key, idea_id, fresh from granted`);
    for (const r of rowsOf<{
      user_id: string;
      medal_id: string;
      context_key: string;
      idea_id: string | null;
      fresh: boolean;
    }>(answer))
      written.push({
        userId: r.user_id,
        medalId: r.medal_id,
        contextKey: r.context_key,
        ideaId: r.idea_id,
        fresh: r.fresh,
      });
  }
  return written;
}

/**
 * The grants' write as a data-modifying CTE `granted` (columns `user_id, medal_id, context_key,
 * idea_id, fresh`): `writeGrants`'s statement, and a settlement's, which tells the new ones. The grants travel as one JSON
 * parameter, so any number of them makes one statement of a fixed size.
 */
export function grantsCte(grants: readonly MedalGrant[]): SQL {
  const rows = grants.map((g) => ({
    user_id: g.userId,
    medal_id: g.medalId,
    context_key: g.contextKey,
    idea_id: g.ideaId,
    race_id: g.raceId,
    awarded_at: g.awardedAt.toISOString(),
    public_at: g.publicAt?.toISOString() ?? null,
  }));
  return sql`granted as (
    insert into ${medalsAwarded} (user_id, medal_id, context_key, idea_id, race_id, awarded_at, public_at)
    select user_id, medal_id, context_key, idea_id, race_id, awarded_at, public_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as g(user_id uuid, medal_id text,
      context_key text, idea_id uuid, race_id uuid, awarded_at timestamptz, public_at timestamptz)
    on conflict (user_id, medal_id, context_key) do update set public_at = excluded.public_at
      where ${medalsAwarded}.public_at is null and excluded.public_at is not null
    returning user_id, medal_id, context_key, idea_id, (xmax::text = '0') as fresh
  )`;
}

/** An awarded medal as the pages show it. */
export interface AwardRow {
  readonly id: string;
  readonly userId: string;
  readonly medalId: string;
  readonly shownAt: Date;
  readonly ideaId: string | null;
  readonly ideaTitle: string | null;
  readonly challengeSlug: string | null;
  readonly challengeTitle: string | null;
  readonly raceName: string | null;
  readonly olympiadName: string | null;
}

const awardColumns = (shown: SQL) => sql`
  m.id, m.user_id, m.medal_id, ${shown} as shown_at, m.idea_id, i.title as idea_title,
  c.slug, c.question_title, r.name as race_name, o.name as olympiad_name`;

const awardJoins = sql`
  left join ${ideas} i on i.id = m.idea_id
  left join ${challenges} c on c.id = i.challenge_id
  left join ${olympiadRaces} r on r.id = m.race_id
  left join ${olympiads} o on o.id = r.olympiad_id`;

type RawAward = {
  id: string;
  user_id: string;
  medal_id: string;
  shown_at: string | Date;
  idea_id: string | null;
  idea_title: string | null;
  slug: string | null;
  question_title: string | null;
  race_name: string | null;
  olympiad_name: string | null;
};

const toAward = (r: RawAward): AwardRow => ({
  id: r.id,
  userId: r.user_id,
  medalId: r.medal_id,
  shownAt: new Date(r.shown_at),
  ideaId: r.idea_id,
  ideaTitle: r.idea_title,
  challengeSlug: r.slug,
  challengeTitle: r.question_title,
  raceName: r.race_name,
  olympiadName: r.olympiad_name,
});

/**
 * A page of a player's medals, newest first as the reader is told of them: the owner sees each
 * at its award, anyone else only public ones, at the time they became public. Ties go by medal
 * and context, never by the row's id.
 */
export async function medalPage(
  db: Db,
  userId: string,
  reader: HistoryReader,
  page: { page: number; size: number },
): Promise<{ rows: AwardRow[]; total: number }> {
  const shown = reader === 'owner' ? sql`m.awarded_at` : sql`m.public_at`;
  const seen = reader === 'owner' ? sql`true` : sql`m.public_at is not null`;
  const [answer, counted] = await Promise.all([
    db.execute(sql`
      select ${awardColumns(shown)}
      from ${medalsAwarded} m ${awardJoins}
      where m.user_id = ${userId} and ${seen}
      order by shown_at desc, m.medal_id, m.context_key
      limit ${page.size} offset ${page.page * page.size}`),
    db.execute(sql`
      select count(*)::int as n from ${medalsAwarded} m where m.user_id = ${userId} and ${seen}`),
  ]);
  return {
    rows: rowsOf<RawAward>(answer).map(toAward),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** How many times a reader may see each medal was awarded to the player. */
export async function timesAwarded(
  db: Db,
  userId: string,
  reader: HistoryReader,
): Promise<Map<string, number>> {
  const seen = reader === 'owner' ? sql`true` : sql`m.public_at is not null`;
  const answer = await db.execute(sql`
    select m.medal_id, count(*)::int as n from ${medalsAwarded} m
    where m.user_id = ${userId} and ${seen} group by 1`);
  return new Map(rowsOf<{ medal_id: string; n: number }>(answer).map((r) => [r.medal_id, r.n]));
}

/** An idea's challenge settlement, or null when there is no such idea. */
export async function ideaSettledAt(
  db: Db,
  ideaId: string,
): Promise<{ settledAt: Date | null } | null> {
  if (!isUuid(ideaId)) return null;
  const answer = await db.execute(sql`
    select c.settled_at from ${ideas} i join ${challenges} c on c.id = i.challenge_id
    where i.id = ${ideaId}`);
  const [row] = rowsOf<{ settled_at: string | Date | null }>(answer);
  if (!row) return null;
  return { settledAt: row.settled_at === null ? null : new Date(row.settled_at) };
}

/** An idea's medals (public once its challenge settled). */
export async function ideaAwardRows(db: Db, ideaId: string): Promise<AwardRow[]> {
  const answer = await db.execute(sql`
    select ${awardColumns(sql`m.public_at`)}
    from ${medalsAwarded} m ${awardJoins}
    where m.idea_id = ${ideaId} and m.public_at is not null
    order by m.medal_id`);
  return rowsOf<RawAward>(answer).map(toAward);
}

/** A live player's id, or undefined for an unknown or malformed id. */
export async function findPlayer(db: Db, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const answer = await db.execute(
    sql`select id from ${users} where id = ${id} and deleted_at is null`,
  );
  return rowsOf<{ id: string }>(answer)[0]?.id;
}

/** Whether any medal was ever awarded. */
export async function anyMedalAwarded(db: Db): Promise<boolean> {
  const answer = await db.execute(sql`select exists (select 1 from ${medalsAwarded}) as any`);
  return Boolean(rowsOf<{ any: boolean }>(answer)[0]?.any);
}
