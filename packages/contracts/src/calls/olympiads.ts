/**
 * Olympiads: a platform's tournaments (one per cycle), their races and boards, the base olympiad
 * each cycle opens from, the category boards and the tournament widget. Boards are live: an
 * award moves its player's rows in its own statement, so these reads answer within a second of
 * it (a signed-out visitor's answer may be given again for a second).
 */
import * as v from 'valibot';
import { envelope, IdSchema, listEnvelope } from '../common.js';
import {
  BaseOlympiadSchema,
  BoardPageQuerySchema,
  BoardPageSchema,
  BoundResultsQuerySchema,
  BoundResultsSchema,
  CategoryResultSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  ListedOlympiadSchema,
  OlympiadQuerySchema,
  OlympiadRaceSchema,
  OlympiadSchema,
  OlympiadWidgetQuerySchema,
  OlympiadWidgetSchema,
} from '../olympiads.js';
import { defineCalls, VISITOR_CACHE_MS } from './define.js';

const ById = v.object({ id: IdSchema });

export const olympiadsCalls = defineCalls({
  olympiads: {
    method: 'GET',
    path: '/olympiad/{platform}/olympiads',
    summary:
      "A platform's olympiads (by slug or id), newest first, with their races; a closed one with its winners and their prizes",
    tag: 'olympiads',
    auth: 'none',
    query: BoardPageQuerySchema,
    response: listEnvelope(ListedOlympiadSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  olympiad: {
    method: 'GET',
    path: '/olympiad/olympiads/{id}',
    summary: 'One olympiad with its races and prize total',
    tag: 'olympiads',
    auth: 'none',
    params: ById,
    response: envelope(OlympiadSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  olympiadRaces: {
    method: 'GET',
    path: '/olympiad/olympiads/{id}/races',
    summary: "An olympiad's races, in order",
    tag: 'olympiads',
    auth: 'none',
    params: ById,
    response: envelope(v.array(OlympiadRaceSchema)),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  raceResults: {
    method: 'GET',
    path: '/olympiad/races/{id}/results',
    summary:
      "A race's board: players by neurons earned this cycle (standard competition ranks; equal points by who reached them first), paged, with the caller's own row",
    tag: 'olympiads',
    auth: 'optional',
    params: ById,
    query: BoardPageQuerySchema,
    response: BoardPageSchema,
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  raceBoundResults: {
    method: 'GET',
    path: '/olympiad/races/{id}/bound-results',
    summary: "The rows of a race's board around one player (user: id or handle)",
    tag: 'olympiads',
    auth: 'optional',
    params: ById,
    query: BoundResultsQuerySchema,
    response: BoundResultsSchema,
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  baseOlympiad: {
    method: 'GET',
    path: '/olympiad/base-olympiads/{platform}',
    summary:
      "A platform's base olympiad (by slug or id): the name, type, cadence, time zone and races each cycle opens with",
    tag: 'olympiads',
    auth: 'none',
    response: envelope(BaseOlympiadSchema),
  },
  olympiadQuery: {
    method: 'GET',
    path: '/olympiad/query',
    summary: 'Olympiads of every platform or one, by status and by a time range, newest first',
    tag: 'olympiads',
    auth: 'none',
    query: OlympiadQuerySchema,
    response: listEnvelope(OlympiadSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  categoryResult: {
    method: 'GET',
    path: '/nerveboard/category/{id}/result',
    summary:
      "A category's board (by id or slug): neurons earned this cycle in its challenges and its subcategories', counted once public",
    tag: 'olympiads',
    auth: 'optional',
    query: BoardPageQuerySchema,
    response: CategoryResultSchema,
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  olympiadWidget: {
    method: 'GET',
    path: '/widgets/olympiads/{id}',
    summary:
      "The tournament widget: an olympiad (id), or the current one of platform_slug's platform (id 'current'; the main platform when its prize total is zero), and the prior one with its winners",
    tag: 'widgets',
    auth: 'none',
    query: OlympiadWidgetQuerySchema,
    response: envelope(OlympiadWidgetSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  leaderboard: {
    method: 'GET',
    path: '/olympiad/{platform}/leaderboard',
    summary:
      "A board of the platform's current olympiad (board: overall by default), paged, with the caller's own row",
    tag: 'olympiads',
    auth: 'optional',
    query: LeaderboardQuerySchema,
    response: LeaderboardSchema,
    visitorCacheMs: VISITOR_CACHE_MS,
  },
});
