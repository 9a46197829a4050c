/** Whole, valid tournament answers for the olympiad pages' tests. */
import type { BoardRow, Leaderboard, Olympiad, OlympiadWidget } from '@nervus/contracts';
import type { OlympiadBoard } from '@nervus/game-rules';
import { anId } from '../../test/factories.js';

export const OLYMPIAD_ID = anId(900);

export function aBoardRow(n: number, overrides: Partial<BoardRow> = {}): BoardRow {
  return {
    rank: n,
    user: {
      id: anId(100 + n),
      handle: `player${n}`,
      screen_name: `Player${n}`,
      avatar_url: null,
    },
    neurons: 100 - n + 0.5,
    qty_ideas: n,
    qty_challenges: 2,
    qty_ratings: 3,
    qty_mentoring: 4,
    qty_players: 5,
    qty_recruits: 6,
    ...overrides,
  };
}

export function anOlympiad(overrides: Partial<Olympiad> = {}): Olympiad {
  const id = overrides.id ?? OLYMPIAD_ID;
  return {
    id,
    platform: { id: anId(50), slug: 'nervus', name: 'Nervus' },
    name: 'Nervus Olympiad November 2026',
    type: 'public',
    cadence: 'monthly',
    time_zone: 'UTC',
    cycle_key: '2026-11',
    start_time: '2026-11-01T00:00:00.000Z',
    end_time: '2099-12-01T00:00:00.000Z',
    status: 'open',
    is_current: true,
    suspended: false,
    profanity_allowed: false,
    prize_total: 250_000,
    participants: 42,
    closed_at: null,
    races: [
      {
        id: anId(901),
        olympiad_id: id,
        board: 'overall',
        name: 'Nerve Score',
        prize_cents: 200_000,
        position: 0,
        participants: 42,
      },
      {
        id: anId(902),
        olympiad_id: id,
        board: 'idea-race',
        name: 'Idea Race',
        prize_cents: 50_000,
        position: 1,
        participants: 40,
      },
    ],
    ...overrides,
  };
}

/** A board's answer: `rows` on the page asked, `total` in all, the viewer's row. */
export function aLeaderboard(
  board: OlympiadBoard,
  rows: BoardRow[],
  options: { total?: number; page?: number; me?: BoardRow | null; olympiad?: Olympiad | null } = {},
): Leaderboard {
  const olympiad = options.olympiad === undefined ? anOlympiad() : options.olympiad;
  return {
    olympiad,
    race: olympiad?.races.find((r) => r.board === board) ?? null,
    board,
    data: rows,
    meta: { total: options.total ?? rows.length, page: options.page ?? 0, size: 20 },
    me: options.me ?? null,
  };
}

export function aWidget(overrides: Partial<OlympiadWidget> = {}): OlympiadWidget {
  return {
    platform: { id: anId(50), slug: 'nervus', name: 'Nervus' },
    fell_back: false,
    current: { olympiad: anOlympiad() },
    prior: null,
    ...overrides,
  };
}
