/**
 * The base olympiad's writes for its director (PUT base-olympiads), and opening the current
 * cycle when the director's change leaves none open. A cycle opens once: the olympiads'
 * unique (platform, cycle key) and one-open-per-platform indexes make a second insert, from a
 * concurrent change or the sweep, write nothing.
 */
import type { BaseOlympiad, BaseOlympiadInput } from '@nervus/contracts';
import type { TournamentCycle } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { jsonOf } from '../../db/json.js';
import { ApiError, notFound } from '../../http/errors.js';
import { moneyKeys, moveMoney } from '../ledger/money.js';

type Db = Database | Tx;
export type BaseSettings = BaseOlympiadInput;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const answer = await db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}

export interface BaseRow {
  readonly platformId: string;
  readonly directorId: string | null;
  readonly name: string;
  readonly type: 'public' | 'private' | 'place';
  readonly cadence: 'monthly' | 'weekly';
  readonly timeZone: string;
  readonly races: { board: string; name: string; prize_cents: number }[];
  readonly renews: boolean;
  readonly suspended: boolean;
  readonly profanityAllowed: boolean;
}

/** Writes the given settings; null when the platform has no base olympiad. */
export async function updateBase(
  tx: Tx,
  platformId: string,
  input: BaseSettings,
  now: Date,
): Promise<BaseRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`update olympiad_bases set
          name = coalesce(${input.name ?? null}, name),
          type = coalesce(${input.type ?? null}, type),
          cadence = coalesce(${input.cadence ?? null}, cadence),
          time_zone = coalesce(${input.time_zone ?? null}, time_zone),
          races = coalesce(${input.races ? JSON.stringify(input.races) : null}::jsonb, races),
          renews = coalesce(${input.renews ?? null}::boolean, renews),
          suspended = coalesce(${input.suspended ?? null}::boolean, suspended),
          profanity_allowed = coalesce(${input.profanity_allowed ?? null}::boolean, profanity_allowed),
          updated_at = ${now.toISOString()}::timestamptz
        where platform_id = ${platformId}
        returning *`,
  );
  if (!row) return null;
  // The open cycle is suspended and resumed with its base, and follows its profanity setting.
  if (input.suspended !== undefined || input.profanity_allowed !== undefined)
    await tx.execute(sql`
      update olympiads set
        suspended = coalesce(${input.suspended ?? null}::boolean, suspended),
        profanity_allowed = coalesce(${input.profanity_allowed ?? null}::boolean, profanity_allowed)
      where platform_id = ${platformId} and status = 'open'`);
  return baseOf(row);
}

function baseOf(row: Record<string, unknown>): BaseRow {
  return {
    platformId: row.platform_id as string,
    directorId: (row.director_id as string | null) ?? null,
    name: row.name as string,
    type: row.type as BaseRow['type'],
    cadence: row.cadence as BaseRow['cadence'],
    timeZone: row.time_zone as string,
    races: jsonOf(row.races) ?? [],
    renews: Boolean(row.renews),
    suspended: Boolean(row.suspended),
    profanityAllowed: Boolean(row.profanity_allowed),
  };
}

/**
 * Opens `cycle` for the platform when it has no open olympiad and has not had this cycle yet,
 * with the base's races; each race's template prize is pledged from the director's wallet
 * (`pledgeTemplatePrizes`). Answers the new olympiad's id, or null when none opened.
 */
export async function openCycleNow(
  tx: Tx,
  platformId: string,
  base: BaseRow,
  cycle: TournamentCycle,
  now: Date,
): Promise<string | null> {
  const [opened] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into olympiads
          (platform_id, name, type, cadence, time_zone, cycle_key, start_time, end_time, status,
           suspended, profanity_allowed, created_at)
        values (${platformId}, ${base.name}, ${base.type}, ${base.cadence}, ${base.timeZone},
          ${cycle.key}, ${new Date(cycle.startsAt).toISOString()}::timestamptz,
          ${new Date(cycle.endsAt).toISOString()}::timestamptz, 'open', false, ${base.profanityAllowed},
          ${now.toISOString()}::timestamptz)
        on conflict do nothing
        returning id`,
  );
  if (!opened) return null;
  if (base.races.length > 0)
    await tx.execute(sql`
      insert into olympiad_races (olympiad_id, board, name, prize_cents, position)
      values ${sql.join(
        base.races.map(
          (r, index) => sql`(${opened.id}::uuid, ${r.board}, ${r.name}, 0, ${index}::int)`,
        ),
        sql`, `,
      )}
      on conflict do nothing`);
  await pledgeTemplatePrizes(tx, opened.id, now);
  return opened.id;
}

/**
 * Pledges each race's template prize (the base's `prize_cents`) from the director's wallet into
 * a newly opened olympiad: the money its close will allocate. A race whose pledge the wallet
 * cannot cover opens without it (the director can add money later); a second call pledges
 * nothing more (keyed per race). The sweep calls this when it opens a cycle.
 */
export async function pledgeTemplatePrizes(tx: Tx, olympiadId: string, now: Date): Promise<void> {
  const rows = await rowsOf<{
    race_id: string;
    director_id: string | null;
    races: unknown;
    board: string;
  }>(
    tx,
    sql`select r.id as race_id, r.board, b.director_id, b.races
        from olympiad_races r
        join olympiads o on o.id = r.olympiad_id
        join olympiad_bases b on b.platform_id = o.platform_id
        where r.olympiad_id = ${olympiadId}
        order by r.position`,
  );
  for (const row of rows) {
    const template = (jsonOf<BaseRow['races']>(row.races) ?? []).find((r) => r.board === row.board);
    const cents = template?.prize_cents ?? 0;
    if (!row.director_id || cents <= 0) continue;
    try {
      const { moved } = await moveMoney(tx, {
        entries: [
          {
            userId: row.director_id,
            kind: 'olympiad-pledge',
            cents: -cents,
            key: moneyKeys.olympiadPledge(row.race_id, row.director_id, 'template'),
            olympiadId,
          },
        ],
        now,
      });
      if (moved)
        await tx.execute(
          sql`update olympiad_races set prize_cents = prize_cents + ${cents} where id = ${row.race_id}`,
        );
    } catch (error) {
      // A short wallet is refused before anything is written: the race opens without it.
      if (!(error instanceof ApiError && error.status === 402)) throw error;
    }
  }
}

/** The base olympiad as the calls answer it. */
export async function readBase(db: Db, platformId: string): Promise<BaseOlympiad> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select b.*, p.slug, p.name as platform_name, u.handle as director_handle,
          (select o.id from olympiads o where o.platform_id = b.platform_id and o.status = 'open')
            as current_olympiad_id
        from olympiad_bases b
        join platforms p on p.id = b.platform_id
        left join users u on u.id = b.director_id
        where b.platform_id = ${platformId}`,
  );
  if (!row) throw notFound('Base olympiad');
  const base = baseOf(row);
  return {
    platform: { id: platformId, slug: row.slug as string, name: row.platform_name as string },
    director: base.directorId
      ? { id: base.directorId, handle: row.director_handle as string }
      : null,
    name: base.name,
    type: base.type,
    cadence: base.cadence,
    time_zone: base.timeZone,
    races: base.races as BaseOlympiad['races'],
    renews: base.renews,
    suspended: base.suspended,
    profanity_allowed: base.profanityAllowed,
    updated_at: new Date(row.updated_at as string).toISOString(),
    current_olympiad_id: (row.current_olympiad_id as string | null) ?? null,
  };
}

/** The bases a player directs or helps run (platform staff), their personal platform's first. */
export async function directedBases(db: Db, userId: string): Promise<BaseOlympiad[]> {
  const rows = await rowsOf<{ platform_id: string }>(
    db,
    sql`select b.platform_id from olympiad_bases b join platforms p on p.id = b.platform_id
        where p.deleted_at is null and (b.director_id = ${userId} or exists (
          select 1 from platform_staff s where s.platform_id = b.platform_id and s.user_id = ${userId}))
        order by (p.type = 'user-platform' and p.owner_id = ${userId}) desc, b.director_id = ${userId} desc, p.slug
        limit 20`,
  );
  return Promise.all(rows.map((r) => readBase(db, r.platform_id)));
}
