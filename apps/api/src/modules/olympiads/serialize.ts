/**
 * The olympiads' answers. A board row shows the player, their neurons this cycle (thousandths as
 * a number of up to 3 decimals) and the leaderboard's counts; never `reached_at`, which breaks
 * ties but would date a player's play to the second.
 */
import type { BoardRow, Olympiad, OlympiadRace } from '@nervus/contracts';
import type { OlympiadBoard } from '@nervus/game-rules';
import type { OlympiadRow, RaceRow, ScoreRow } from './queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One row of a board with its rank. */
export function boardRow(row: ScoreRow, rank: number): BoardRow {
  return {
    rank,
    user: {
      id: row.user_id,
      handle: row.handle,
      screen_name: row.screen_name,
      avatar_url: row.avatar_url,
    },
    neurons: Number(row.milli_points) / 1000,
    qty_ideas: Number(row.qty_ideas),
    qty_challenges: Number(row.qty_challenges),
    qty_ratings: Number(row.qty_ratings),
    qty_mentoring: Number(row.qty_mentoring),
    qty_players: Number(row.qty_players),
    qty_recruits: Number(row.qty_recruits),
  };
}

/**
 * Ranks consecutive rows of a board, in board order, given the rank of the first and its place
 * (from 0): standard competition ranking, so a row with the points of the row before shares its
 * rank, and any other row's rank is its place plus one (1, 2, 2, 4).
 *
 * @example ranked([{p: 5}, {p: 3}, {p: 3}, {p: 1}] as rows, 1, 0).map((r) => r.rank) // [1, 2, 2, 4]
 */
export function ranked(
  rows: readonly ScoreRow[],
  firstRank: number,
  firstPlace: number,
): BoardRow[] {
  let rank = firstRank;
  return rows.map((row, i) => {
    if (i > 0 && Number(row.milli_points) !== Number(rows[i - 1]?.milli_points))
      rank = firstPlace + i + 1;
    return boardRow(row, rank);
  });
}

/** One race, with its board's player count. */
export function raceBody(race: RaceRow, participants: number): OlympiadRace {
  return {
    id: race.id,
    olympiad_id: race.olympiad_id,
    board: race.board as OlympiadBoard,
    name: race.name,
    prize_cents: Number(race.prize_cents),
    position: Number(race.position),
    participants,
  };
}

/** An olympiad with its races (their boards counted in `counts`), as every call answers it. */
export function olympiadBody(
  row: OlympiadRow,
  races: readonly RaceRow[],
  counts: ReadonlyMap<string, number>,
  now: Date,
): Olympiad {
  const start = new Date(row.start_time);
  const end = new Date(row.end_time);
  const own = races.filter((r) => r.olympiad_id === row.id);
  return {
    id: row.id,
    platform: { id: row.platform_id, slug: row.platform_slug, name: row.platform_name },
    name: row.name,
    type: row.type,
    cadence: row.cadence,
    time_zone: row.time_zone,
    cycle_key: row.cycle_key,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    status: row.status,
    is_current: row.status === 'open' && start <= now && now < end,
    suspended: Boolean(row.suspended),
    profanity_allowed: Boolean(row.profanity_allowed),
    prize_total: own.reduce((sum, r) => sum + Number(r.prize_cents), 0),
    participants: counts.get('overall') ?? 0,
    closed_at: row.closed_at === null ? null : iso(row.closed_at),
    races: own.map((race) => raceBody(race, counts.get(race.board) ?? 0)),
  };
}
