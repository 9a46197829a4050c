/**
 * The olympiads' read calls: a platform's olympiads, one olympiad and its races, a race's board
 * (paged, with the caller's row) and the rows around a player, the base olympiad, the query over
 * every platform, a category's board, the tournament widget and a platform's current
 * leaderboard. Boards are live (decision 0018); the SQL is `queries.ts`, the shapes
 * `serialize.ts`. The director's and admins' calls are `handlers-director.ts` and
 * `handlers-admin.ts`.
 */
import type { Olympiad } from '@nervus/contracts';
import { handlers } from '../../http/endpoint.js';
import { invalid, notFound } from '../../http/errors.js';
import {
  board,
  describe,
  describeListed,
  EMPTY_PAGE,
  oneOlympiad,
  platformNamed,
  widget,
} from './answers.js';
import {
  categoryByKey,
  categoryResults,
  mainPlatform,
  olympiadRows,
  openOlympiadOf,
  platformByKey,
  playerByKey,
  raceById,
  rowsAround,
  type ScoreRow,
  scoreOf,
  standingOf,
} from './queries.js';
import { readBase } from './queries-base.js';
import { boardRow, ranked } from './serialize.js';

function dateOf(field: 'from' | 'to', value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid(field, 'Must be a date or a date-time.');
  return date;
}

export const olympiadHandlers = handlers({
  olympiads: async (c, { params, query: page }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    const { rows, total } = await olympiadRows(db, { platformId: platform.id }, page);
    return { data: await describeListed(db, rows, now()), meta: { total, ...page } };
  },

  olympiad: async (c, { params }) => {
    const { db, now } = c.var.deps;
    return { data: await oneOlympiad(db, params.id, now()) };
  },

  olympiadRaces: async (c, { params }) => {
    const { db, now } = c.var.deps;
    return { data: (await oneOlympiad(db, params.id, now())).races };
  },

  raceResults: async (c, { user, params, query: page }) => {
    const { db } = c.var.deps;
    const race = await raceById(db, params.id);
    if (!race) throw notFound('Race');
    return board(db, race.olympiad_id, race.board, page, user?.id ?? null);
  },

  raceBoundResults: async (c, { params, query }) => {
    const { db } = c.var.deps;
    const [race, player] = await Promise.all([
      raceById(db, params.id),
      playerByKey(db, query.user),
    ]);
    if (!race) throw notFound('Race');
    if (!player) throw notFound('User');
    const row = await scoreOf(db, race.olympiad_id, race.board, player.id);
    if (!row) return { data: [], me: null };
    const { above, below } = await rowsAround(db, race.olympiad_id, race.board, row, query.around);
    const rows: ScoreRow[] = [...above, row, ...below];
    const first = rows[0] as ScoreRow;
    const { place, firstRank } = await standingOf(db, race.olympiad_id, race.board, row, first);
    const data = ranked(rows, firstRank, place - above.length);
    return { data, me: data[above.length] ?? null };
  },

  baseOlympiad: async (c, { params }) => {
    const { db } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    return { data: await readBase(db, platform.id) };
  },

  olympiadQuery: async (c, { query }) => {
    const { db, now } = c.var.deps;
    let platformId: string | undefined;
    if (query.platform) {
      const platform = await platformByKey(db, query.platform);
      if (!platform) throw invalid('platform', 'No platform has this name.');
      platformId = platform.id;
    }
    const from = dateOf('from', query.from);
    const to = dateOf('to', query.to);
    if (from && to && from >= to) throw invalid('to', 'Must be after from.');
    const status = query.status || undefined;
    const page = { page: query.page, size: query.size };
    const { rows, total } = await olympiadRows(db, { platformId, status, from, to }, page);
    return { data: await describe(db, rows, now()), meta: { total, ...page } };
  },

  categoryResult: async (c, { user, params, query: page }) => {
    const { db } = c.var.deps;
    const category = await categoryByKey(db, params.id);
    if (!category) throw notFound('Category');
    const olympiad = await openOlympiadOf(db, (await mainPlatform(db)).id);
    if (!olympiad) return { category, olympiad: null, ...EMPTY_PAGE(page) };
    const window = { from: new Date(olympiad.start_time), to: new Date(olympiad.end_time) };
    const rows = await categoryResults(db, category.id, window, page, user?.id ?? null);
    const start = page.page * page.size;
    const inPage = rows.filter(
      (r) => Number(r.place) >= start && Number(r.place) < start + page.size,
    );
    const mine = rows.find((r) => r.user_id === user?.id);
    return {
      category,
      olympiad: {
        id: olympiad.id,
        start_time: window.from.toISOString(),
        end_time: window.to.toISOString(),
      },
      data: inPage.map((r) => boardRow(r, Number(r.rank))),
      meta: { total: Number(rows[0]?.total ?? 0), page: page.page, size: page.size },
      me: mine ? boardRow(mine, Number(mine.rank)) : null,
    };
  },

  olympiadWidget: async (c, { params, query }) => {
    const { db, now } = c.var.deps;
    return widget(db, params, query, now());
  },

  leaderboard: async (c, { user, params, query }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    const page = { page: query.page, size: query.size };
    const row = await openOlympiadOf(db, platform.id);
    if (!row) return { olympiad: null, race: null, board: query.board, ...EMPTY_PAGE(page) };
    const [olympiad, rows] = await Promise.all([
      describe(db, [row], now()).then((d) => d[0] as Olympiad),
      board(db, row.id, query.board, page, user?.id ?? null),
    ]);
    const race = olympiad.races.find((r) => r.board === query.board) ?? null;
    return { olympiad, race, board: query.board, ...rows };
  },
});
