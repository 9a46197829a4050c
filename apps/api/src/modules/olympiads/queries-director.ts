/**
 * The SQL of a tournament's director and admin work: its roles, its allocations, its race
 * fundings, its admins and payout accounts. Written as SQL over the olympiad tables (migration
 * 0025); money rows only through `ledger/money.ts`.
 */

import type { AllocationState } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { TournamentRoles } from './policy-director.js';

type Db = Database | Tx;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const answer = await db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

export interface OlympiadHead {
  readonly id: string;
  readonly platformId: string;
  readonly platformSlug: string;
  readonly platformName: string;
  readonly name: string;
  readonly status: 'open' | 'closed';
  readonly suspended: boolean;
  readonly startTime: string;
  readonly endTime: string;
  readonly closedAt: string | null;
  readonly prizeTotal: number;
}

function headOf(r: Record<string, unknown>): OlympiadHead {
  return {
    id: r.id as string,
    platformId: r.platform_id as string,
    platformSlug: r.platform_slug as string,
    platformName: r.platform_name as string,
    name: r.name as string,
    status: r.status as 'open' | 'closed',
    suspended: r.suspended as boolean,
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    closedAt: isoOrNull(r.closed_at),
    prizeTotal: Number(r.prize_total),
  };
}

/**
 * An olympiad by id, 404 when there is none. `lock` takes its row: `share` while money goes into
 * one of its races (a close waits for it), `update` to close or pay it.
 */
export async function findOlympiad(
  db: Db,
  id: string,
  lock?: 'share' | 'update',
): Promise<OlympiadHead> {
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  if (!uuid) throw notFound('Olympiad');
  if (lock) {
    const locked = await rowsOf(
      db,
      lock === 'share'
        ? sql`select id from olympiads where id = ${uuid} for share`
        : sql`select id from olympiads where id = ${uuid} for update`,
    );
    if (locked.length === 0) throw notFound('Olympiad');
  }
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.id, o.platform_id, p.slug as platform_slug, p.name as platform_name, o.name,
          o.status, o.suspended, o.start_time, o.end_time, o.closed_at,
          (select coalesce(sum(r.prize_cents), 0) from olympiad_races r where r.olympiad_id = o.id)::int
            as prize_total
        from olympiads o join platforms p on p.id = o.platform_id
        where o.id = ${uuid}`,
  );
  if (!row) throw notFound('Olympiad');
  return headOf(row);
}

/** The owner and admins of a platform's tournament. */
export async function tournamentRoles(db: Db, platformId: string): Promise<TournamentRoles> {
  const [row] = await rowsOf<{
    director_id: string | null;
    owner_id: string | null;
    staff: string[] | string | null;
  }>(
    db,
    sql`select b.director_id, p.owner_id,
          (select coalesce(json_agg(s.user_id), '[]'::json) from platform_staff s
            where s.platform_id = p.id) as staff
        from platforms p left join olympiad_bases b on b.platform_id = p.id
        where p.id = ${platformId}`,
  );
  if (!row) throw notFound('Platform');
  const staff = typeof row.staff === 'string' ? JSON.parse(row.staff) : (row.staff ?? []);
  return { directorId: row.director_id, platformOwnerId: row.owner_id, staffIds: staff };
}

/** A platform by id or slug (live ones). */
export async function findPlatformRef(
  db: Db,
  key: string,
): Promise<{ id: string; slug: string; name: string }> {
  const uuid = /^[0-9a-f-]{36}$/i.test(key) ? key : null;
  const [row] = await rowsOf<{ id: string; slug: string; name: string }>(
    db,
    sql`select id, slug, name from platforms
        where deleted_at is null and (slug = ${key.toLowerCase()} or id = ${uuid}::uuid)
        limit 1`,
  );
  if (!row) throw notFound('Platform');
  return row;
}

export interface RaceRow {
  readonly id: string;
  readonly olympiadId: string;
  readonly board: string;
  readonly name: string;
  readonly prizeCents: number;
}

/** A race and its olympiad; `share` locks the olympiad while money goes in. */
export async function findRace(db: Db, id: string): Promise<RaceRow> {
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, olympiad_id, board, name, prize_cents from olympiad_races where id = ${uuid}::uuid`,
  );
  if (!row) throw notFound('Race');
  return {
    id: row.id as string,
    olympiadId: row.olympiad_id as string,
    board: row.board as string,
    name: row.name as string,
    prizeCents: Number(row.prize_cents),
  };
}

/** The races of an olympiad, in their order. */
export async function racesOf(db: Db, olympiadId: string): Promise<RaceRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, olympiad_id, board, name, prize_cents from olympiad_races
        where olympiad_id = ${olympiadId} order by position, board`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    olympiadId: row.olympiad_id as string,
    board: row.board as string,
    name: row.name as string,
    prizeCents: Number(row.prize_cents),
  }));
}

/** Adds a pledge to a race's prize (in the pledge's transaction). */
export async function addToRacePrize(tx: Tx, raceId: string, cents: number): Promise<number> {
  const [row] = await rowsOf<{ prize_cents: number }>(
    tx,
    sql`update olympiad_races set prize_cents = prize_cents + ${cents}
        where id = ${raceId} returning prize_cents`,
  );
  return Number(row?.prize_cents ?? 0);
}

export interface PersonRow {
  readonly id: string;
  readonly handle: string;
  readonly screen_name: string;
  readonly avatar_url: string | null;
}

const person = (r: Record<string, unknown>, prefix = 'u_'): PersonRow => ({
  id: r[`${prefix}id`] as string,
  handle: r[`${prefix}handle`] as string,
  screen_name: r[`${prefix}screen_name`] as string,
  avatar_url: (r[`${prefix}avatar_url`] as string | null) ?? null,
});

/** The pledges into an olympiad's races, newest first, paged. */
export async function fundingsOf(db: Db, olympiadId: string, page: number, size: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select m.id, -m.cents as cents, m.created_at, r.id as race_id, r.board, r.name as race_name,
          u.id as u_id, u.handle as u_handle, u.screen_name as u_screen_name,
          u.avatar_url as u_avatar_url, count(*) over () as total
        from money_ledger m
        join olympiad_races r on r.olympiad_id = m.olympiad_id
          and m.idempotency_key like 'olympiad-pledge:' || r.id::text || ':%'
        join users u on u.id = m.user_id
        where m.olympiad_id = ${olympiadId} and m.kind = 'olympiad-pledge'
        order by m.id desc
        limit ${size} offset ${page * size}`,
  );
  let total = 0;
  if (rows.length > 0) total = Number(rows[0]?.total);
  else if (page > 0) {
    const [count] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from money_ledger
          where olympiad_id = ${olympiadId} and kind = 'olympiad-pledge'`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      race: { id: r.race_id as string, board: r.board as string, name: r.race_name as string },
      funder: person(r),
      cents: Number(r.cents),
      created_at: iso(r.created_at),
    })),
  };
}

export interface AllocationView {
  readonly id: string;
  readonly race: { id: string; board: string; name: string };
  readonly user: PersonRow;
  readonly rank: number;
  readonly cents: number;
  readonly neurons: number;
  readonly state: AllocationState;
  readonly paid_at: string | null;
  readonly created_at: string;
}

/** An olympiad's allocations by race order, then rank. */
export async function allocationsOf(db: Db, olympiadId: string): Promise<AllocationView[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.id, a.rank, a.cents, a.milli_points::float8 as milli_points, a.state, a.created_at,
          r.id as race_id, r.board, r.name as race_name, p.paid_at,
          u.id as u_id, u.handle as u_handle, u.screen_name as u_screen_name,
          u.avatar_url as u_avatar_url
        from olympiad_allocations a
        join olympiad_races r on r.id = a.race_id
        join users u on u.id = a.user_id
        left join payouts p on p.allocation_id = a.id and p.status = 'paid'
        where a.olympiad_id = ${olympiadId}
        order by r.position, r.board, a.state = 'not_eligible', a.rank, u.handle`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    race: { id: r.race_id as string, board: r.board as string, name: r.race_name as string },
    user: person(r),
    rank: Number(r.rank),
    cents: Number(r.cents),
    neurons: Number(r.milli_points) / 1000,
    state: r.state as AllocationState,
    paid_at: isoOrNull(r.paid_at),
    created_at: iso(r.created_at),
  }));
}

/** Cents of an olympiad's pledges per race, and what went back unawarded per race. */
export async function raceMoney(
  db: Db,
  olympiadId: string,
): Promise<Map<string, { pledged: number; unawarded: number }>> {
  const rows = await rowsOf<{ race_id: string; pledged: number; unawarded: number }>(
    db,
    sql`select r.id as race_id,
          coalesce(sum(-m.cents) filter (where m.kind = 'olympiad-pledge'), 0)::int as pledged,
          coalesce(sum(m.cents) filter (where m.kind = 'olympiad-unawarded'), 0)::int as unawarded
        from olympiad_races r
        left join money_ledger m on m.olympiad_id = r.olympiad_id
          and (m.idempotency_key like 'olympiad-pledge:' || r.id::text || ':%'
            or m.idempotency_key like 'olympiad-unawarded:' || r.id::text || ':%')
        where r.olympiad_id = ${olympiadId}
        group by r.id`,
  );
  return new Map(
    rows.map((r) => [r.race_id, { pledged: Number(r.pledged), unawarded: Number(r.unawarded) }]),
  );
}

/** The pledges into one race, oldest first: who gets what nobody won back. */
export async function pledgesOf(
  db: Db,
  olympiadId: string,
  raceId: string,
): Promise<{ id: number; userId: string; cents: number }[]> {
  const rows = await rowsOf<{ id: number; user_id: string; cents: number }>(
    db,
    sql`select id, user_id, -cents as cents from money_ledger
        where olympiad_id = ${olympiadId} and kind = 'olympiad-pledge'
          and idempotency_key like ${`olympiad-pledge:${raceId}:%`} and user_id is not null
        order by id`,
  );
  return rows.map((r) => ({ id: Number(r.id), userId: r.user_id, cents: Number(r.cents) }));
}

/** A race's board at close, in board order, with whether each player can be paid. */
export async function standingsOf(
  db: Db,
  olympiadId: string,
  board: string,
): Promise<{ userId: string; milliPoints: number; eligible: boolean }[]> {
  const rows = await rowsOf<{ user_id: string; milli_points: number; eligible: boolean }>(
    db,
    sql`select s.user_id, s.milli_points::float8 as milli_points,
          (u.deleted_at is null and not u.is_disabled) as eligible
        from olympiad_scores s join users u on u.id = s.user_id
        where s.olympiad_id = ${olympiadId} and s.board = ${board} and s.milli_points > 0
        order by s.milli_points desc, s.reached_at, s.user_id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    milliPoints: Number(r.milli_points),
    eligible: Boolean(r.eligible),
  }));
}

export interface NewAllocation {
  readonly raceId: string;
  readonly userId: string;
  readonly rank: number;
  readonly cents: number;
  readonly milliPoints: number;
  readonly state: string;
  readonly creditLedgerId: number | null;
}

/** Writes a close's allocations; a pair already allocated is left as it is. */
export async function insertAllocations(
  tx: Tx,
  olympiadId: string,
  rows: readonly NewAllocation[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into olympiad_allocations
      (olympiad_id, race_id, user_id, rank, cents, milli_points, state, credit_ledger_id, created_at)
    values ${sql.join(
      rows.map(
        (r) =>
          sql`(${olympiadId}::uuid, ${r.raceId}::uuid, ${r.userId}::uuid, ${r.rank}::int,
               ${r.cents}::int, ${r.milliPoints}::bigint, ${r.state}, ${r.creditLedgerId}::bigint,
               ${now.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (race_id, user_id) do nothing`);
}

/** Removes an olympiad's allocations (a recalculation replaces them before anything is paid). */
export async function deleteAllocations(tx: Tx, olympiadId: string): Promise<void> {
  await tx.execute(sql`delete from olympiad_allocations where olympiad_id = ${olympiadId}`);
}

/** Whether any allocation of the olympiad was paid out. */
export async function anyPaid(db: Db, olympiadId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from olympiad_allocations where olympiad_id = ${olympiadId} and state = 'paid' limit 1`,
  );
  return rows.length > 0;
}

/** The olympiad's net prize money per player in the ledger (prizes, returns, corrections). */
export async function prizeMoneyByUser(db: Db, olympiadId: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ user_id: string; cents: number }>(
    db,
    sql`select user_id, sum(cents)::int as cents from money_ledger
        where olympiad_id = ${olympiadId} and user_id is not null
          and kind in ('olympiad-prize', 'olympiad-unawarded')
        group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.cents)]));
}

/** Flips an open olympiad to closed; null when it was closed already. */
export async function markClosed(
  tx: Tx,
  olympiadId: string,
  closedBy: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`update olympiads set status = 'closed', closed_at = ${now.toISOString()}::timestamptz,
          closed_by = ${closedBy}::uuid
        where id = ${olympiadId} and status = 'open' returning id`,
  );
  return rows.length > 0;
}

// ---- payouts ----

export interface PayableAllocation {
  readonly id: string;
  readonly olympiadId: string;
  readonly raceId: string;
  readonly board: string;
  readonly userId: string;
  readonly cents: number;
  readonly milliPoints: number;
  readonly state: string;
  readonly person: PersonRow;
}

/** The ids of an olympiad's allocations a payout looks at, in a fixed order. */
export async function allocationIds(db: Db, olympiadId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select a.id from olympiad_allocations a join olympiad_races r on r.id = a.race_id
        where a.olympiad_id = ${olympiadId}
        order by r.position, r.board, a.state = 'not_eligible', a.rank, a.id`,
  );
  return rows.map((r) => r.id);
}

/** One allocation, locked for its payout: a concurrent payout waits, then sees it paid. */
export async function lockAllocation(tx: Tx, id: string): Promise<PayableAllocation | null> {
  await tx.execute(sql`select id from olympiad_allocations where id = ${id} for update`);
  const [r] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select a.id, a.olympiad_id, a.race_id, r.board, a.user_id, a.cents,
          a.milli_points::float8 as milli_points, a.state,
          u.id as u_id, u.handle as u_handle, u.screen_name as u_screen_name,
          u.avatar_url as u_avatar_url
        from olympiad_allocations a
        join olympiad_races r on r.id = a.race_id
        join users u on u.id = a.user_id
        where a.id = ${id}`,
  );
  if (!r) return null;
  return {
    id: r.id as string,
    olympiadId: r.olympiad_id as string,
    raceId: r.race_id as string,
    board: r.board as string,
    userId: r.user_id as string,
    cents: Number(r.cents),
    milliPoints: Number(r.milli_points),
    state: r.state as string,
    person: person(r),
  };
}

/** A player's points on a board of an olympiad now. */
export async function boardPoints(
  db: Db,
  olympiadId: string,
  board: string,
  userId: string,
): Promise<number> {
  const [row] = await rowsOf<{ milli_points: number }>(
    db,
    sql`select milli_points::float8 as milli_points from olympiad_scores
        where olympiad_id = ${olympiadId} and board = ${board} and user_id = ${userId}`,
  );
  return Number(row?.milli_points ?? 0);
}

export async function setAllocationState(
  tx: Tx,
  id: string,
  state: string,
  payoutId: string | null = null,
): Promise<void> {
  await tx.execute(
    sql`update olympiad_allocations set state = ${state},
          payout_id = coalesce(${payoutId}::uuid, payout_id)
        where id = ${id}`,
  );
}

/** Records a payout made (one per allocation: its unique keys refuse a second). */
export async function insertPayout(
  tx: Tx,
  row: {
    userId: string;
    allocationId: string;
    cents: number;
    provider: string;
    providerRef: string;
    key: string;
    now: Date;
  },
): Promise<string> {
  const [inserted] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into payouts
          (user_id, allocation_id, cents, provider, provider_ref, idempotency_key, status,
           created_at, paid_at)
        values (${row.userId}, ${row.allocationId}, ${row.cents}, ${row.provider},
          ${row.providerRef}, ${row.key}, 'paid', ${row.now.toISOString()}::timestamptz,
          ${row.now.toISOString()}::timestamptz)
        returning id`,
  );
  if (!inserted) throw new Error('the payout was not recorded');
  return inserted.id;
}

/** Handles by user id. */
export async function handlesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; handle: string }>(
    db,
    sql`select id, handle from users where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.handle]));
}

// ---- payout accounts ----

export interface PayoutAccountRow {
  readonly provider: string;
  readonly account_ref: string;
  readonly created_at: string;
}

export async function payoutAccountOf(db: Db, userId: string): Promise<PayoutAccountRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select provider, account_ref, created_at from payout_accounts where user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    provider: row.provider as string,
    account_ref: row.account_ref as string,
    created_at: iso(row.created_at),
  };
}

export async function putPayoutAccount(
  db: Db,
  userId: string,
  provider: string,
  accountRef: string,
  now: Date,
): Promise<PayoutAccountRow> {
  await db.execute(
    sql`insert into payout_accounts (user_id, provider, account_ref, created_at)
        values (${userId}, ${provider}, ${accountRef}, ${now.toISOString()}::timestamptz)
        on conflict (user_id) do update set provider = excluded.provider,
          account_ref = excluded.account_ref`,
  );
  return (await payoutAccountOf(db, userId)) as PayoutAccountRow;
}

export async function deletePayoutAccount(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from payout_accounts where user_id = ${userId}`);
}

// ---- admins ----

export async function adminsOf(db: Db, platformId: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select s.role, s.created_at, u.id as u_id, u.handle as u_handle,
          u.screen_name as u_screen_name, u.avatar_url as u_avatar_url
        from platform_staff s join users u on u.id = s.user_id
        where s.platform_id = ${platformId}
        order by s.role = 'owner' desc, u.handle`,
  );
  return rows.map((r) => ({
    user: person(r),
    role: r.role as 'owner' | 'ambassador' | 'staff',
    created_at: iso(r.created_at),
  }));
}

export async function findPlayer(db: Db, key: string): Promise<PersonRow | null> {
  const uuid = /^[0-9a-f-]{36}$/i.test(key) ? key : null;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id as u_id, handle as u_handle, screen_name as u_screen_name,
          avatar_url as u_avatar_url
        from users
        where deleted_at is null and not is_disabled
          and (handle = ${key.replace(/^@/, '').toLowerCase()} or id = ${uuid}::uuid)
        limit 1`,
  );
  return row ? person(row) : null;
}

export async function addAdmin(db: Db, platformId: string, userId: string, now: Date) {
  await db.execute(
    sql`insert into platform_staff (platform_id, user_id, role, created_at)
        values (${platformId}, ${userId}, 'staff', ${now.toISOString()}::timestamptz)
        on conflict (platform_id, user_id) do nothing`,
  );
}

export async function removeAdmin(db: Db, platformId: string, userId: string) {
  await db.execute(
    sql`delete from platform_staff
        where platform_id = ${platformId} and user_id = ${userId} and role <> 'owner'`,
  );
}
