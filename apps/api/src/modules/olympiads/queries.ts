/**
 * The olympiads' reads: platforms by key, olympiads with their races and totals, and the boards.
 *
 * A board is `olympiad_scores` of one olympiad and board, in the order of its index
 * `(olympiad_id, board, milli_points desc, reached_at, user_id)`: a page is one range of it, a
 * player's rank one count over the rows above them (standard competition ranking, so rows of
 * equal points share the rank of the first of them), the rows around a player two short walks of
 * the index from their row, one up and one down. Counting a board's rows walks the index too: a
 * board of thousands of players is counted at most every two seconds per process.
 */
import { QTY_COLUMNS } from '@nervus/game-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { isUuid } from '../../http/ids.js';

type Db = Database | Tx;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const answer = await db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}

export interface PlatformRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** A platform by id or slug (any case; a player's platform is their handle), not deleted. */
export async function platformByKey(db: Db, key: string): Promise<PlatformRef | null> {
  const where = isUuid(key) ? sql`id = ${key}` : sql`slug = ${key.toLowerCase()}`;
  const [row] = await rowsOf<PlatformRef>(
    db,
    sql`select id, slug, title as name from platforms where ${where} and deleted_at is null`,
  );
  return row ?? null;
}

/** The main platform. */
export async function mainPlatform(db: Db): Promise<PlatformRef> {
  const [row] = await rowsOf<PlatformRef>(
    db,
    sql`select id, slug, title as name from platforms where is_default`,
  );
  if (!row) throw new Error('the main platform is missing: run the seed');
  return row;
}

export interface OlympiadRow {
  readonly id: string;
  readonly platform_id: string;
  readonly platform_slug: string;
  readonly platform_name: string;
  readonly name: string;
  readonly type: 'public' | 'private' | 'place';
  readonly cadence: 'monthly' | 'weekly';
  readonly time_zone: string;
  readonly cycle_key: string;
  readonly start_time: Date | string;
  readonly end_time: Date | string;
  readonly status: 'open' | 'closed';
  readonly suspended: boolean;
  readonly profanity_allowed: boolean;
  readonly closed_at: Date | string | null;
  readonly total?: number | string;
}

export interface RaceRow {
  readonly id: string;
  readonly olympiad_id: string;
  readonly board: string;
  readonly name: string;
  readonly prize_cents: number;
  readonly position: number;
}

export interface OlympiadFilter {
  readonly platformId?: string | undefined;
  readonly status?: 'open' | 'closed' | undefined;
  /** Cycles ending after `from` and starting before `to`. */
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly id?: string | undefined;
}

const OLYMPIAD_COLUMNS = sql`o.id, o.platform_id, p.slug as platform_slug, p.title as platform_name,
  o.name, o.type, o.cadence, o.time_zone, o.cycle_key, o.start_time, o.end_time, o.status,
  o.suspended, o.profanity_allowed, o.closed_at`;

function olympiadWhere(filter: OlympiadFilter): SQL {
  const parts: SQL[] = [sql`p.deleted_at is null`];
  if (filter.id) parts.push(sql`o.id = ${filter.id}`);
  if (filter.platformId) parts.push(sql`o.platform_id = ${filter.platformId}`);
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  if (filter.from) parts.push(sql`o.end_time > ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`o.start_time < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Olympiads by filter, newest cycle first, a page of them, with how many there are. */
export async function olympiadRows(
  db: Db,
  filter: OlympiadFilter,
  page: { page: number; size: number },
): Promise<{ rows: OlympiadRow[]; total: number }> {
  const rows = await rowsOf<OlympiadRow>(
    db,
    sql`select ${OLYMPIAD_COLUMNS}, count(*) over () as total
        from olympiads o join platforms p on p.id = o.platform_id
        where ${olympiadWhere(filter)}
        order by o.start_time desc, o.id desc
        limit ${page.size} offset ${page.page * page.size}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** One olympiad, or null. */
export async function olympiadById(db: Db, id: string): Promise<OlympiadRow | null> {
  const { rows } = await olympiadRows(db, { id }, { page: 0, size: 1 });
  return rows[0] ?? null;
}

/** A platform's open olympiad (the current cycle, or one whose end the sweep has yet to see). */
export async function openOlympiadOf(db: Db, platformId: string): Promise<OlympiadRow | null> {
  const { rows } = await olympiadRows(db, { platformId, status: 'open' }, { page: 0, size: 1 });
  return rows[0] ?? null;
}

/** The platform's latest closed olympiad that started before `before`. */
export async function priorOlympiadOf(
  db: Db,
  platformId: string,
  before: Date,
): Promise<OlympiadRow | null> {
  const { rows } = await olympiadRows(
    db,
    { platformId, status: 'closed', to: before },
    { page: 0, size: 1 },
  );
  return rows[0] ?? null;
}

/** The races of some olympiads, in their order. */
export async function racesOf(db: Db, olympiadIds: readonly string[]): Promise<RaceRow[]> {
  if (olympiadIds.length === 0) return [];
  return rowsOf<RaceRow>(
    db,
    sql`select id, olympiad_id, board, name, prize_cents, position from olympiad_races
        where olympiad_id in (${sql.join(
          olympiadIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by olympiad_id, position, board`,
  );
}

/** One race with its olympiad's id, or null. */
export async function raceById(db: Db, id: string): Promise<RaceRow | null> {
  const [row] = await rowsOf<RaceRow>(
    db,
    sql`select id, olympiad_id, board, name, prize_cents, position from olympiad_races where id = ${id}`,
  );
  return row ?? null;
}

interface Kept {
  count: number;
  at: number;
  refreshing: boolean;
}
const counted = new Map<string, Kept>();
/**
 * Boards of `large` players or more are answered from their last count and histogram while
 * those are read again in the background, once `ttlMs` old (tests lower `large`).
 */
export const BOARD_CACHE = { large: 5_000, ttlMs: 2_000, countTtlMs: 10_000 };

/**
 * The background reads of large boards, one at a time per process: ten boards turning stale
 * together are read one after another, never ten walks of 100,000 rows at once beside requests.
 */
let background: Promise<unknown> = Promise.resolve();
function inBackground(read: () => Promise<unknown>, failed: () => void): void {
  background = background.then(read).catch(failed);
}

async function countBoards(db: Db, olympiadId: string, boards: readonly string[]) {
  const rows = await rowsOf<{ board: string; n: number | string }>(
    db,
    sql`select b.board, (select count(*) from olympiad_scores s
          where s.olympiad_id = ${olympiadId} and s.board = b.board) as n
        from unnest(${`{${boards.map((b) => `"${b}"`).join(',')}}`}::text[]) as b(board)`,
  );
  const clock = performance.now();
  for (const row of rows)
    counted.set(`${olympiadId}/${row.board}`, {
      count: Number(row.n),
      at: clock,
      refreshing: false,
    });
  return rows;
}

/**
 * How many players each of an olympiad's boards has. Exact for boards of fewer than
 * `BOARD_CACHE.large` players; a larger board answers its last count (at most ten seconds old)
 * and is counted again in the background, one read at a time per process, so no request waits
 * for a walk of a hundred thousand index entries.
 */
export async function boardCounts(
  db: Db,
  olympiadId: string,
  boards: readonly string[],
): Promise<Map<string, number>> {
  const answer = new Map<string, number>();
  const exact: string[] = [];
  const clock = performance.now();
  for (const board of new Set(boards)) {
    const kept = counted.get(`${olympiadId}/${board}`);
    if (!kept || kept.count < BOARD_CACHE.large) {
      exact.push(board);
      continue;
    }
    answer.set(board, kept.count);
    // How many play is shown beside the boards: ten seconds old at most is fresh enough.
    if (clock - kept.at >= BOARD_CACHE.countTtlMs && !kept.refreshing) {
      kept.refreshing = true;
      inBackground(
        () => countBoards(db, olympiadId, [board]),
        () => {
          kept.refreshing = false;
        },
      );
    }
  }
  if (exact.length > 0)
    for (const row of await countBoards(db, olympiadId, exact))
      answer.set(row.board, Number(row.n));
  return answer;
}

/** A board's row as read: the player, their points and counts. */
export interface ScoreRow {
  readonly user_id: string;
  readonly handle: string;
  readonly screen_name: string;
  readonly avatar_url: string | null;
  readonly milli_points: number | string;
  readonly reached_at: Date | string;
  readonly qty_ideas: number;
  readonly qty_challenges: number;
  readonly qty_ratings: number;
  readonly qty_mentoring: number;
  readonly qty_players: number;
  readonly qty_recruits: number;
}

const SCORE_COLUMNS = sql.raw(
  `s.user_id, u.handle, u.screen_name, u.avatar_url, s.milli_points, s.reached_at, ${QTY_COLUMNS.map((c) => `s.${c}`).join(', ')}`,
);

/** A page of a board, in board order. */
export async function boardPage(
  db: Db,
  olympiadId: string,
  board: string,
  page: { page: number; size: number },
): Promise<ScoreRow[]> {
  return rowsOf<ScoreRow>(
    db,
    sql`select ${SCORE_COLUMNS}
        from olympiad_scores s join users u on u.id = s.user_id
        where s.olympiad_id = ${olympiadId} and s.board = ${board}
        order by s.milli_points desc, s.reached_at, s.user_id
        limit ${page.size} offset ${page.page * page.size}`,
  );
}

/**
 * A large board's points, each with how many players have more: read in one grouped walk of the
 * board's index, kept per process and read again in the background once two seconds old, so a
 * rank deep in a board of 100,000 players costs a binary search instead of counting 50,000 rows.
 */
interface Histogram {
  /** Distinct points, highest first, and the players above each (one more entry: all). */
  readonly points: readonly number[];
  readonly above: readonly number[];
  at: number;
  refreshing: boolean;
}
const histograms = new Map<string, Histogram>();

async function readHistogram(db: Db, olympiadId: string, board: string): Promise<Histogram> {
  const rows = await rowsOf<{ milli_points: number | string; n: number | string }>(
    db,
    sql`select milli_points, count(*) as n from olympiad_scores
        where olympiad_id = ${olympiadId} and board = ${board}
        group by 1 order by 1 desc`,
  );
  const points: number[] = [];
  const above: number[] = [];
  let sum = 0;
  for (const row of rows) {
    points.push(Number(row.milli_points));
    above.push(sum);
    sum += Number(row.n);
  }
  // One more: the players above a point lower than every player's, all of them.
  above.push(sum);
  const histogram = { points, above, at: performance.now(), refreshing: false };
  histograms.set(`${olympiadId}/${board}`, histogram);
  return histogram;
}

/** Players with more than `milli` points by the histogram (points are highest first). */
function aboveIn(h: Histogram, milli: number): number {
  let lo = 0;
  let hi = h.points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((h.points[mid] as number) > milli) lo = mid + 1;
    else hi = mid;
  }
  return h.above[lo] as number;
}

/** The histogram of a board counted large, or null for a board small enough to count. */
async function histogramOf(db: Db, olympiadId: string, board: string): Promise<Histogram | null> {
  const size = counted.get(`${olympiadId}/${board}`);
  if (!size || size.count < BOARD_CACHE.large) return null;
  const kept = histograms.get(`${olympiadId}/${board}`);
  if (!kept) return readHistogram(db, olympiadId, board);
  if (performance.now() - kept.at >= BOARD_CACHE.ttlMs && !kept.refreshing) {
    kept.refreshing = true;
    inBackground(
      () => readHistogram(db, olympiadId, board),
      () => {
        kept.refreshing = false;
      },
    );
  }
  return kept;
}

/**
 * Players with more than `milli` points on a board: counted, or on a board of thousands taken
 * from its histogram (at most a few seconds old; the rows themselves are always live).
 */
async function playersAbove(db: Db, olympiadId: string, board: string, milli: number) {
  const histogram = await histogramOf(db, olympiadId, board);
  if (histogram) return aboveIn(histogram, milli);
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from olympiad_scores
        where olympiad_id = ${olympiadId} and board = ${board} and milli_points > ${milli}`,
  );
  return Number(row?.n ?? 0);
}

/** The rank of `milli` points on a board: one more than the players with more. */
export async function rankOf(
  db: Db,
  olympiadId: string,
  board: string,
  milli: number,
): Promise<number> {
  return (await playersAbove(db, olympiadId, board, milli)) + 1;
}

/** One player's row on a board, or null when they have none. */
export async function scoreOf(
  db: Db,
  olympiadId: string,
  board: string,
  userId: string,
): Promise<ScoreRow | null> {
  const [row] = await rowsOf<ScoreRow>(
    db,
    sql`select ${SCORE_COLUMNS}
        from olympiad_scores s join users u on u.id = s.user_id
        where s.olympiad_id = ${olympiadId} and s.board = ${board} and s.user_id = ${userId}`,
  );
  return row ?? null;
}

/**
 * Where the player's row stands, in one walk of the board's rows with at least their points:
 * their place (rows before theirs, from 0), their rank, and the rank of `first` (a row above
 * theirs, the first of a list that ends with theirs).
 */
export async function standingOf(
  db: Db,
  olympiadId: string,
  board: string,
  row: ScoreRow,
  first: ScoreRow,
): Promise<{ place: number; rank: number; firstRank: number }> {
  const milli = Number(row.milli_points);
  const top = Number(first.milli_points);
  const at = new Date(row.reached_at).toISOString();
  const histogram = await histogramOf(db, olympiadId, board);
  if (histogram) {
    // Above from the histogram; among equal points, who reached them first, counted live.
    const [ties] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from olympiad_scores
          where olympiad_id = ${olympiadId} and board = ${board} and milli_points = ${milli}
            and (reached_at < ${at}::timestamptz
              or (reached_at = ${at}::timestamptz and user_id < ${row.user_id}))`,
    );
    const above = aboveIn(histogram, milli);
    return {
      place: above + Number(ties?.n ?? 0),
      rank: above + 1,
      firstRank: aboveIn(histogram, top) + 1,
    };
  }
  const [answer] = await rowsOf<{
    place: number | string;
    above: number | string;
    over: number | string;
  }>(
    db,
    sql`select count(*) filter (where milli_points > ${milli} or reached_at < ${at}::timestamptz
              or (reached_at = ${at}::timestamptz and user_id < ${row.user_id})) as place,
            count(*) filter (where milli_points > ${milli}) as above,
            count(*) filter (where milli_points > ${top}) as over
        from olympiad_scores
        where olympiad_id = ${olympiadId} and board = ${board} and milli_points >= ${milli}`,
  );
  return {
    place: Number(answer?.place ?? 0),
    rank: Number(answer?.above ?? 0) + 1,
    firstRank: Number(answer?.over ?? 0) + 1,
  };
}

/** Up to `n` rows just above the player's and just below it, in board order. */
export async function rowsAround(
  db: Db,
  olympiadId: string,
  board: string,
  row: ScoreRow,
  n: number,
): Promise<{ above: ScoreRow[]; below: ScoreRow[] }> {
  if (n === 0) return { above: [], below: [] };
  const milli = Number(row.milli_points);
  const at = new Date(row.reached_at).toISOString();
  const [above, below] = await Promise.all([
    rowsOf<ScoreRow>(
      db,
      sql`select ${SCORE_COLUMNS}
          from olympiad_scores s join users u on u.id = s.user_id
          where s.olympiad_id = ${olympiadId} and s.board = ${board} and s.milli_points >= ${milli}
            and (s.milli_points > ${milli} or s.reached_at < ${at}::timestamptz
              or (s.reached_at = ${at}::timestamptz and s.user_id < ${row.user_id}))
          order by s.milli_points, s.reached_at desc, s.user_id desc
          limit ${n}`,
    ),
    rowsOf<ScoreRow>(
      db,
      sql`select ${SCORE_COLUMNS}
          from olympiad_scores s join users u on u.id = s.user_id
          where s.olympiad_id = ${olympiadId} and s.board = ${board} and s.milli_points <= ${milli}
            and (s.milli_points < ${milli} or s.reached_at > ${at}::timestamptz
              or (s.reached_at = ${at}::timestamptz and s.user_id > ${row.user_id}))
          order by s.milli_points desc, s.reached_at, s.user_id
          limit ${n}`,
    ),
  ]);
  return { above: above.reverse(), below };
}

/** A player by id or handle (not deleted), or null. */
export async function playerByKey(db: Db, key: string): Promise<{ id: string } | null> {
  const where = isUuid(key)
    ? sql`id = ${key}`
    : sql`handle = ${key.replace(/^@/, '').toLowerCase()}`;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where ${where} and deleted_at is null`,
  );
  return row ?? null;
}

/** A winner as `winnersOf` reads them: an allocation with its race and player. */
export type WinnerRow = ScoreRow & {
  olympiad_id: string;
  race_id: string;
  board: string;
  rank: number;
  cents: number;
};

/** The winners of a closed olympiad's races: its allocations, by race order and rank. */
export async function winnersOf(db: Db, olympiadId: string) {
  return winnersOfEach(db, [olympiadId]);
}

/** The winners of closed olympiads' races, by olympiad, race order and rank. */
export async function winnersOfEach(db: Db, olympiadIds: readonly string[]) {
  if (olympiadIds.length === 0) return [];
  return rowsOf<WinnerRow>(
    db,
    sql`select a.olympiad_id, a.race_id, r.board, a.rank, a.cents, a.user_id, u.handle, u.screen_name,
          u.avatar_url, a.milli_points, a.created_at as reached_at,
          0 as qty_ideas, 0 as qty_challenges, 0 as qty_ratings, 0 as qty_mentoring,
          0 as qty_players, 0 as qty_recruits
        from olympiad_allocations a
        join olympiad_races r on r.id = a.race_id
        join users u on u.id = a.user_id
        where a.olympiad_id in (${sql.join(
          olympiadIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and a.state <> 'not_eligible'
        order by a.olympiad_id, r.position, r.board, a.rank, a.user_id`,
  );
}

// ---- category boards ----

export interface CategoryRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** A category by id or slug, or null. */
export async function categoryByKey(db: Db, key: string): Promise<CategoryRef | null> {
  const where = isUuid(key) ? sql`id = ${key}` : sql`slug = ${key.toLowerCase()}`;
  const [row] = await rowsOf<CategoryRef>(
    db,
    sql`select id, slug, name from categories where ${where}`,
  );
  return row ?? null;
}

/**
 * Players by neurons earned in a window in challenges of a category and its subcategories,
 * counting only public awards (a challenge's hidden play from its settlement, as the boards do).
 */
function categoryBoard(categoryId: string, from: Date, to: Date): SQL {
  return sql`
    with recursive tree as (
      select id from categories where id = ${categoryId}
      union select c.id from categories c join tree t on c.parent_id = t.id
    ),
    earned as (
      select l.user_id, sum(l.milli_points)::bigint as milli_points,
        max(case when c.solution_format <> 'ama' and l.reason not in ('challenge-published', 'platform-challenge')
          and l.created_at < c.settled_at then c.settled_at else l.created_at end) as reached_at,
        ${sql.raw(QTY_COLUMNS.map((column) => `0 as ${column}`).join(', '))}
      from challenges c
      join neuron_ledger l on l.challenge_id = c.id
      where c.main_category_id in (select id from tree)
        and (c.solution_format = 'ama' or l.reason in ('challenge-published', 'platform-challenge')
          or c.settled_at is not null)
        and (case when c.solution_format <> 'ama' and l.reason not in ('challenge-published', 'platform-challenge')
          and l.created_at < c.settled_at then c.settled_at else l.created_at end)
          >= ${from.toISOString()}::timestamptz
        and (case when c.solution_format <> 'ama' and l.reason not in ('challenge-published', 'platform-challenge')
          and l.created_at < c.settled_at then c.settled_at else l.created_at end)
          < ${to.toISOString()}::timestamptz
      group by l.user_id
    )`;
}

/**
 * A category's board: the rows of the page, the viewer's row and the first row (whose `total`
 * counts the board when the page is past its end), each with its place and rank.
 */
export async function categoryResults(
  db: Db,
  categoryId: string,
  window: { from: Date; to: Date },
  page: { page: number; size: number },
  viewerId: string | null,
) {
  const board = categoryBoard(categoryId, window.from, window.to);
  const rows = await rowsOf<
    ScoreRow & { place: number | string; rank: number | string; total: number | string }
  >(
    db,
    sql`${board},
      ranked as (
        select e.*, row_number() over w - 1 as place,
          rank() over (order by e.milli_points desc) as rank, count(*) over () as total
        from earned e where e.milli_points <> 0
        window w as (order by e.milli_points desc, e.reached_at, e.user_id)
      )
      select r.*, u.handle, u.screen_name, u.avatar_url
      from ranked r join users u on u.id = r.user_id
      where (r.place >= ${page.page * page.size} and r.place < ${(page.page + 1) * page.size})
        or r.user_id = ${viewerId}::uuid or r.place = 0
      order by r.place`,
  );
  return rows;
}
