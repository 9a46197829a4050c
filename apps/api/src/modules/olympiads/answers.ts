/**
 * The olympiads' answers assembled from their reads: olympiads with races and counts, a ranked
 * board page with the viewer's row, and the tournament widget.
 */
import type { BoardRow, ListedOlympiad, Olympiad } from '@nervus/contracts';
import type { OlympiadBoard } from '@nervus/game-rules';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import {
  boardCounts,
  boardPage,
  mainPlatform,
  type OlympiadRow,
  olympiadById,
  openOlympiadOf,
  platformByKey,
  priorOlympiadOf,
  racesOf,
  rankOf,
  scoreOf,
  type WinnerRow,
  winnersOf,
  winnersOfEach,
} from './queries.js';
import { boardRow, olympiadBody, ranked } from './serialize.js';

type Page = { readonly page: number; readonly size: number };

export async function platformNamed(db: Database, key: string) {
  const platform = await platformByKey(db, key);
  if (!platform) throw notFound('Platform');
  return platform;
}

/** Olympiads with their races, prize totals and board counts. */
export async function describe(db: Database, rows: readonly OlympiadRow[], now: Date) {
  const races = await racesOf(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const boards = [
        'overall',
        ...races.filter((r) => r.olympiad_id === row.id).map((r) => r.board),
      ];
      return olympiadBody(row, races, await boardCounts(db, row.id, boards), now);
    }),
  );
}

/** A winner as the answers show them: race, rank, player, neurons and the prize in cents. */
function winnerBody(w: WinnerRow) {
  const { rank, user, neurons } = boardRow(w, Number(w.rank));
  const board = w.board as OlympiadBoard;
  return { race_id: w.race_id, board, rank, user, neurons, cents: Number(w.cents) };
}

/** Olympiads as a platform's list answers them: the closed ones with their winners (public). */
export async function describeListed(
  db: Database,
  rows: readonly OlympiadRow[],
  now: Date,
): Promise<ListedOlympiad[]> {
  const closed = rows.filter((r) => r.status === 'closed').map((r) => r.id);
  const [described, winners] = await Promise.all([
    describe(db, rows, now),
    winnersOfEach(db, closed),
  ]);
  return described.map((olympiad) =>
    olympiad.status === 'closed'
      ? {
          ...olympiad,
          winners: winners.filter((w) => w.olympiad_id === olympiad.id).map(winnerBody),
        }
      : olympiad,
  );
}

export async function oneOlympiad(db: Database, id: string, now: Date): Promise<Olympiad> {
  const row = await olympiadById(db, id);
  if (!row) throw notFound('Olympiad');
  return (await describe(db, [row], now))[0] as Olympiad;
}

/** A ranked page of a board and the viewer's own row. */
export async function board(
  db: Database,
  olympiadId: string,
  name: string,
  page: Page,
  viewerId: string | null,
) {
  const [rows, counts, mine] = await Promise.all([
    boardPage(db, olympiadId, name, page),
    boardCounts(db, olympiadId, [name]),
    viewerId ? scoreOf(db, olympiadId, name, viewerId) : null,
  ]);
  const first = rows[0];
  const firstRank = first ? await rankOf(db, olympiadId, name, Number(first.milli_points)) : 1;
  const me = mine
    ? (ranked([mine], await rankOf(db, olympiadId, name, Number(mine.milli_points)), 0)[0] ?? null)
    : null;
  return {
    data: ranked(rows, firstRank, page.page * page.size),
    meta: { total: counts.get(name) ?? 0, page: page.page, size: page.size },
    me,
  };
}

export const EMPTY_PAGE = (page: Page) => ({
  data: [] as BoardRow[],
  meta: { total: 0, page: page.page, size: page.size },
  me: null,
});

/** The tournament widget: `id` an olympiad's, or `current` for the platform's (see the call). */
export async function widget(
  db: Database,
  params: { id: string },
  query: { platform_slug?: string | undefined },
  time: Date,
) {
  const root = await mainPlatform(db);
  let platform = query.platform_slug ? await platformNamed(db, query.platform_slug) : root;
  let current: OlympiadRow | null;
  let fellBack = false;
  if (params.id === 'current') {
    current = await openOlympiadOf(db, platform.id);
    const described = current ? await describe(db, [current], time) : [];
    // A platform whose tournament has no money shows the main platform's (the spec's widget).
    if (platform.id !== root.id && (described[0]?.prize_total ?? 0) === 0) {
      const main = await openOlympiadOf(db, root.id);
      if (main) [current, platform, fellBack] = [main, root, true];
    }
  } else {
    if (!isUuid(params.id)) throw notFound('Olympiad');
    current = await olympiadById(db, params.id);
    if (!current) throw notFound('Olympiad');
    platform = {
      id: current.platform_id,
      slug: current.platform_slug,
      name: current.platform_name,
    };
  }
  const prior = await priorOlympiadOf(
    db,
    platform.id,
    current ? new Date(current.start_time) : time,
  );
  const [described, winners] = await Promise.all([
    describe(
      db,
      [current, prior].filter((o): o is OlympiadRow => o !== null),
      time,
    ),
    prior ? winnersOf(db, prior.id) : [],
  ]);
  const body = (row: OlympiadRow | null) => described.find((o) => o.id === row?.id) ?? null;
  const currentBody = body(current);
  const priorBody = body(prior);
  return {
    data: {
      platform,
      fell_back: fellBack,
      current: currentBody ? { olympiad: currentBody } : null,
      prior: priorBody
        ? {
            olympiad: priorBody,
            winners: winners.map(winnerBody),
          }
        : null,
    },
  };
}
