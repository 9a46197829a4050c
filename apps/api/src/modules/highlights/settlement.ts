/**
 * The highlights a challenge's settlement writes, in its transaction, in one statement whatever
 * the challenge's size, with its medals' (docs/decisions/0020). The close reveals the ideas and their
 * authors, so from now on a highlight may name them:
 *
 * - `solution-delta`, to each author: where their idea finished (their best placed, when they
 *   entered several) and what the challenge paid them in all;
 * - `friend-solution`, to each follower of an author: the author's idea and its place (written
 *   here, never when the idea was entered, so nothing dates a hidden entry);
 * - `challenge-settled`, to the catalyst (how many ideas ranked) and to everyone else who played
 *   it (rated or mentored; authors have their `solution-delta`): the results are out.
 *
 * Keys name the challenge or the idea, so a second settlement writes nothing. Each statement
 * costs in proportion to the players it tells (authors, followers, raters and mentors), not to
 * the challenge's ratings: the raters are found by skipping through the ratings' index one rater
 * at a time, and the counts come from the ranking the settlement already did.
 */
import { IDEA_RANK_MIN_RATINGS } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  challenges,
  follows,
  ideaRatings,
  ideas,
  mentorFeedbacks,
  neuronLedger,
  users,
} from '../../db/schema.js';
import type { Announcer } from './announce.js';
import { writeHighlightsFrom } from './commands.js';

/** “text”, for a title in a statement. */
const quoted = (column: SQL) => sql`'“' || ${column} || '”'`;

/** The challenge's page in the app. */
const challengeLink = sql`'/challenges/' || c.slug`;

/** What the settlement's ranking counted. */
export interface SettledCounts {
  readonly ranked: number;
  readonly entered: number;
}

/** Where idea `i` finished, as a statement's clause: "finished #2 of 14" or "did not rank". */
const place = (counts: SettledCounts) => sql`case when i.rank is null
  then 'did not rank (it needed at least ' || ${IDEA_RANK_MIN_RATINGS}::int || ' ratings)'
  else 'finished #' || i.rank || ' of ' || ${counts.ranked}::int end`;

/**
 * The distinct raters of a challenge, one index probe each (`idea_ratings_challenge_idx` is
 * `(challenge_id, rater_id)`): a loose index scan, so a challenge of many ratings by few raters
 * reads few entries.
 */
const ratersOf = (challengeId: string) => sql`(
  with recursive r(id) as (
    (select rater_id from ${ideaRatings} where challenge_id = ${challengeId}
      order by rater_id limit 1)
    union all
    select (select rater_id from ${ideaRatings}
      where challenge_id = ${challengeId} and rater_id > r.id order by rater_id limit 1)
    from r where r.id is not null
  )
  select id from r where id is not null)`;

/**
 * Writes the settlement's highlights of `challengeId`, published once `tx` commits, with its
 * medals' (awards/commands.ts `settlementMedalNews`) in the same statement when given.
 */
export async function writeSettlementHighlights(
  tx: Tx,
  announcer: Announcer,
  challengeId: string,
  at: Date,
  counts: SettledCounts,
  medals?: { readonly ctes: SQL; readonly source: SQL } | null,
): Promise<void> {
  const time = sql`${at.toISOString()}::timestamptz`;
  // A suggestion box's questions are answered in public, one by one: nothing settles.
  const settled = sql`c.id = ${challengeId} and c.solution_format <> 'ama'`;

  // To each author: their best placed idea.
  const solutionDeltas = sql`
    select i.author_id, 'solution-delta:' || c.id, 'solution-delta', 'innovator',
      'Your idea ' || ${quoted(sql`i.title`)} || ' ' || ${place(counts)} || ' in ' ||
        ${quoted(sql`c.question_title`)} ||
        case when i.entered > 1 then ' (your best of ' || i.entered || ' ideas)' else '' end ||
        '; the challenge paid you ' ||
        rtrim(to_char(coalesce((select sum(l.milli_points) from ${neuronLedger} l
          where l.challenge_id = c.id and l.user_id = i.author_id), 0) / 1000.0,
          'FM999999990.999'), '.') ||
        ' neurons in all.',
      c.id, ${challengeLink}, ${time}
    from ${challenges} c
    join (
      -- Each author's best placed idea, and how many they entered: one sort of the challenge's
      -- ideas, with no second read of the best ones.
      select distinct on (author_id) author_id, title, rank,
        count(*) over (partition by author_id) as entered
      from ${ideas} where challenge_id = ${challengeId}
      order by author_id, rank nulls last, created_at, id
    ) i on true
    where ${settled}`;
  // To each follower of an author: the author's idea and its place.
  const friendSolutions = sql`
    select f.follower_id, 'friend-solution:' || i.id, 'friend-solution', 'overall',
      '@' || u.handle || '''s idea ' || ${quoted(sql`i.title`)} || ' ' || ${place(counts)} ||
        ' in ' || ${quoted(sql`c.question_title`)} || '.',
      c.id, ${challengeLink}, ${time}
    from ${challenges} c
    join ${ideas} i on i.challenge_id = c.id
    join ${follows} f on f.followee_id = i.author_id
    join ${users} u on u.id = i.author_id
    -- The catalyst's own idea (test-an-idea) is theirs to tell.
    where ${settled} and i.author_id <> c.catalyst_id`;
  // To the catalyst, and to everyone else who played it.
  const challengeSettled = sql`
    select c.catalyst_id, 'settled:' || c.id, 'challenge-settled', 'catalyst',
      'Your challenge ' || ${quoted(sql`c.question_title`)} || ' has closed: ' ||
        ${counts.ranked}::int || ' of its ' || ${counts.entered}::int ||
        ' ideas ranked. See the results.',
      c.id, ${challengeLink}, ${time}
    from ${challenges} c where ${settled}
    union all
    select p.user_id, 'settled:' || c.id, 'challenge-settled', p.role,
      ${quoted(sql`c.question_title`)} || ' has closed: see where the ideas finished.',
      c.id, ${challengeLink}, ${time}
    from ${challenges} c
    join (
      select distinct on (user_id) user_id, role from (
        select id as user_id, 'analyst' as role, 1 as ord from ${ratersOf(challengeId)} raters
        union all
        select m.mentor_id, 'mentor', 2
        from ${mentorFeedbacks} m join ${ideas} mi on mi.id = m.idea_id
        where mi.challenge_id = ${challengeId}
      ) played order by user_id, ord
    ) p on true
    where ${settled} and p.user_id <> c.catalyst_id
      and not exists (select 1 from ${ideas} a where a.author_id = p.user_id and a.challenge_id = c.id)`;
  // One statement for the three kinds and the medals (one round trip, one RETURNING).
  await writeHighlightsFrom(
    tx,
    announcer,
    sql`
    (${solutionDeltas})
    union all
    (${friendSolutions})
    union all
    (${challengeSettled})${
      medals
        ? sql`
    union all
    (${medals.source})`
        : sql``
    }`,
    medals?.ctes,
  );
}
