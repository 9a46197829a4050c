/**
 * The highlights' one writer (docs/decisions/0020). A highlight is written in the transaction of
 * the event it tells, once per player and event: `key` names the event (`settled:<challenge>`),
 * and `(user_id, key)` is unique, so a retried request or a re-run settlement writes nothing
 * twice and publishes nothing twice. Each new highlight is published to its player's channel
 * (`gamedash-highlights`) once the transaction commits, never before and never on a rollback.
 */
import {
  type Highlight,
  type HighlightType,
  REALTIME_EVENTS,
  realtimeChannel,
} from '@nervus/contracts';
import type { LadderRole } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.js';
import type { Tx } from '../../db/client.js';
import { jsonOf } from '../../db/json.js';
import { challenges, highlights, users } from '../../db/schema.js';
import { queueHighlightMails } from '../email/commands.js';
import type { Announcer } from './announce.js';
import { highlightBody } from './serialize.js';

export type { Announcer };

/** One highlight to write. */
export interface HighlightInput {
  readonly userId: string;
  readonly type: HighlightType;
  readonly role: LadderRole;
  /** Plain English, naming the challenge by its title where there is one. */
  readonly statement: string;
  readonly challengeId?: string | null | undefined;
  /** An in-app path (`/challenges/<slug>`). */
  readonly link?: string | null | undefined;
  /** The event's name, unique per player: the same key is written once. */
  readonly key: string;
  /** When the event happened (the request's clock); the transaction's time without it. */
  readonly at?: Date | undefined;
}

interface Written {
  id: string;
  user_id: string;
  type: string;
  role: string;
  statement: string;
  link: string | null;
  created_at: string | Date;
  question_title: string | null;
  slug: string | null;
  email: string;
  screen_name: string;
  preferences: Record<string, unknown> | string | null;
  reachable: boolean;
}

/**
 * Writes the highlights a query selects (columns `user_id, key, type, role, statement,
 * challenge_id, link, created_at`), each at most once per `(user_id, key)`, in one statement;
 * publishes the new ones after `tx` commits (`tx` must come from `inTransaction`). Answers the
 * new ones. For writers that select their players in SQL (a settlement's authors, followers).
 * `ctes` are common table expressions the query may read, written before the insert (a
 * data-modifying one among them too: a settlement's medals, whose new ones it tells).
 */
export async function writeHighlightsFrom(
  tx: Tx,
  announcer: Announcer,
  source: SQL,
  ctes?: SQL,
): Promise<Highlight[]> {
  // The players are read in the same statement, as their mail needs them (one read less).
  const answer = await tx.execute(sql`
    with ${ctes ? sql`${ctes},` : sql``} written as (
      insert into ${highlights} (user_id, key, type, role, statement, challenge_id, link, created_at)
      ${source}
      on conflict (user_id, key) do nothing
      returning id, user_id, type, role, statement, link, created_at, challenge_id
    )
    select w.id, w.user_id, w.type, w.role, w.statement, w.link, w.created_at,
      c.question_title, c.slug, u.email, u.screen_name, u.preferences,
      (u.email_verified_at is not null and not u.is_disabled and u.deleted_at is null) as reachable
    from written w
    join ${users} u on u.id = w.user_id
    -- One probe of the challenges' key per row (the limit keeps the planner from turning it
    -- into a join, which it hashes: reading every challenge for a few highlights).
    left join lateral (
      select question_title, slug from ${challenges} where id = w.challenge_id limit 1
    ) c on true`);
  const rows = (answer as unknown as { rows: Written[] }).rows;
  // Their mail, queued in the same transaction, as the players' email preferences ask.
  await queueHighlightMails(
    tx,
    rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      type: r.type,
      statement: r.statement,
      link: r.link,
      challengeTitle: r.question_title,
      at: new Date(r.created_at),
    })),
    rows.map((r) => ({
      id: r.user_id,
      email: r.email,
      screenName: r.screen_name,
      preferences: jsonOf<Record<string, unknown> | null>(r.preferences) ?? {},
      reachable: r.reachable,
    })),
  );
  const told = rows.map((r) => ({
    userId: r.user_id,
    body: highlightBody({
      id: r.id,
      type: r.type,
      role: r.role,
      statement: r.statement,
      link: r.link,
      createdAt: new Date(r.created_at),
      challengeTitle: r.question_title,
      challengeSlug: r.slug,
    }),
  }));
  if (told.length > 0)
    afterCommit(tx, async () => {
      for (const { userId, body } of told)
        await announcer.realtime
          .publish(realtimeChannel(userId), REALTIME_EVENTS.highlight, body)
          .catch((err: unknown) => announcer.log.warn({ err }, 'realtime: a highlight failed'));
    });
  return told.map((t) => t.body);
}

/**
 * Writes highlights, each at most once per `(userId, key)`, in one statement; publishes the new
 * ones after `tx` commits (`tx` must come from `inTransaction`). Answers the new ones.
 *
 * @example
 * await writeHighlights(tx, announcer, [{ userId, type: 'new-follower', role: 'overall',
 *   statement: '@ada follows you.', link: '/ada', key: `follow:${adaId}`, at: now }]);
 */
export async function writeHighlights(
  tx: Tx,
  announcer: Announcer,
  inputs: readonly HighlightInput[],
): Promise<Highlight[]> {
  if (inputs.length === 0) return [];
  return writeHighlightsFrom(
    tx,
    announcer,
    sql`values ${sql.join(
      inputs.map(
        (h) =>
          sql`(${h.userId}::uuid, ${h.key}, ${h.type}, ${h.role}, ${h.statement}, ${h.challengeId ?? null}::uuid, ${h.link ?? null}, coalesce(${h.at?.toISOString() ?? null}::timestamptz, now()))`,
      ),
      sql`, `,
    )}`,
  );
}

/**
 * Writes one highlight once per `(userId, key)` (a second call with the key does nothing) and
 * publishes it after commit. Answers it, or null when the key was already written.
 */
export async function writeHighlight(
  tx: Tx,
  announcer: Announcer,
  input: HighlightInput,
): Promise<Highlight | null> {
  const [written] = await writeHighlights(tx, announcer, [input]);
  return written ?? null;
}
