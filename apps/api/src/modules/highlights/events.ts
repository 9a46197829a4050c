/**
 * The highlights of single game events, each written in its event's transaction by the module
 * that runs it, selected in SQL so the writer reads nothing first (docs/decisions/0020):
 *
 * - `mentor-comment`, to an idea's author when a mentor gives feedback on it (or, in a
 *   suggestion box, when its owner answers the question). It names the mentor: the author
 *   reads the feedback with its mentor's name on the idea's page at the same moment anyway
 *   (decision 0010 lets the author, and only the author, see their idea's mentoring);
 * - `new-follower`, to the player followed (once per follower, however often they follow again);
 * - `olympiad-prize`, to each player an olympiad's close allocates money (keyed per race).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  challenges,
  ideas,
  mentorFeedbacks,
  olympiadAllocations,
  olympiadRaces,
  olympiads,
  platforms,
  users,
} from '../../db/schema.js';
import type { Announcer } from './announce.js';
import { writeHighlightsFrom } from './commands.js';

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Tells an idea's author of a mentor's feedback `feedbackId` (just written in `tx`). */
export async function writeMentorCommentHighlight(
  tx: Tx,
  announcer: Announcer,
  feedbackId: string,
  time: Date,
): Promise<void> {
  await writeHighlightsFrom(
    tx,
    announcer,
    sql`
    select i.author_id, 'mentoring:' || m.id, 'mentor-comment', 'innovator',
      case when c.solution_format = 'ama'
        then '@' || u.handle || ' answered your question “' || i.title || '”.'
        else '@' || u.handle || ' gave feedback on your idea “' || i.title || '” in “' ||
          c.question_title || '”.' end,
      c.id, '/challenges/' || c.slug, ${at(time)}
    from ${mentorFeedbacks} m
    join ${ideas} i on i.id = m.idea_id
    join ${challenges} c on c.id = i.challenge_id
    join ${users} u on u.id = m.mentor_id
    where m.id = ${feedbackId} and i.author_id <> m.mentor_id`,
  );
}

/** Tells `followeeId` that `followerId` follows them, once per follower. */
export async function writeNewFollowerHighlight(
  tx: Tx,
  announcer: Announcer,
  follow: { followerId: string; followeeId: string },
  time: Date,
): Promise<void> {
  await writeHighlightsFrom(
    tx,
    announcer,
    sql`
    select ${follow.followeeId}::uuid, 'follower:' || u.id, 'new-follower', 'overall',
      '@' || u.handle || ' follows you now.', null::uuid, '/' || u.handle, ${at(time)}
    from ${users} u where u.id = ${follow.followerId}`,
  );
}

/** Tells each player an olympiad's close allocated money to (not the ineligible). */
export async function writeOlympiadPrizeHighlights(
  tx: Tx,
  announcer: Announcer,
  olympiadId: string,
  time: Date,
): Promise<void> {
  await writeHighlightsFrom(
    tx,
    announcer,
    sql`
    select a.user_id, 'olympiad-prize:' || a.race_id, 'olympiad-prize', 'overall',
      'You won $' || to_char(a.cents / 100.0, 'FM999,999,999,990.00') || ' in ' || o.name ||
        ': #' || a.rank || ' in the ' || r.name || ' race.',
      null::uuid, '/' || p.slug || '/my-dashboard/money-prizes', ${at(time)}
    from ${olympiadAllocations} a
    join ${olympiadRaces} r on r.id = a.race_id
    join ${olympiads} o on o.id = a.olympiad_id
    join ${platforms} p on p.id = o.platform_id
    where a.olympiad_id = ${olympiadId} and a.cents > 0 and a.state <> 'not_eligible'`,
  );
}
