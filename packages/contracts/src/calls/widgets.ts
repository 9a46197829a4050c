/**
 * Lists of challenge cards: the challenge home's widgets, per platform or for the main platform,
 * and the challenges a player posted (`userChallenges`, with the players' calls until every page
 * under a player's address loaded the cards' schemas for it).
 */
import * as v from 'valibot';
import { envelope, listEnvelope, PageQuerySchema } from '../common.js';
import {
  CategoryCountSchema,
  ChallengeCardSchema,
  ChallengesHomepageSchema,
  ChallengesHomepageV2Schema,
  HomeSectionParamsSchema,
  UserChallengesQuerySchema,
  WidgetQuerySchema,
} from '../widgets.js';
import { defineCalls, VISITOR_CACHE_MS } from './define.js';

export const widgetsCalls = defineCalls({
  userChallenges: {
    method: 'GET',
    path: '/users/{id}/challenges',
    summary:
      'The challenges a player posted (their page): open or closed, those with an entry fee with filter=idea_entry_fee',
    tag: 'users',
    auth: 'none',
    query: UserChallengesQuerySchema,
    response: listEnvelope(ChallengeCardSchema),
  },
  homepageWidget: {
    method: 'GET',
    path: '/widgets/challenges-homepage',
    summary:
      "A platform's home (platform_slug, the main platform when absent): open challenges ending soon, newest, most played, with prizes, completed with their Top 3, and categories",
    tag: 'widgets',
    auth: 'none',
    query: WidgetQuerySchema,
    response: envelope(ChallengesHomepageSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  completedWidget: {
    method: 'GET',
    path: '/widgets/completed-challenges',
    summary: 'Settled challenges with their Top 3, most recently settled first',
    tag: 'widgets',
    auth: 'none',
    query: v.object({ ...PageQuerySchema.entries, ...WidgetQuerySchema.entries }),
    response: listEnvelope(ChallengeCardSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  categoriesWidget: {
    method: 'GET',
    path: '/widgets/categories',
    summary: "A platform's categories with how many open challenges each holds",
    tag: 'widgets',
    auth: 'none',
    query: WidgetQuerySchema,
    response: envelope(v.array(CategoryCountSchema)),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  platformHomepage: {
    method: 'GET',
    path: '/{platform}/challenges-homepage',
    summary: "The home of one platform, by slug (the main platform's lists every public challenge)",
    tag: 'widgets',
    auth: 'none',
    response: envelope(ChallengesHomepageSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  platformHomepageV2: {
    method: 'GET',
    path: '/{platform}/challenges-homepage/v2',
    summary: "A platform's home as a list of sections, each with its total",
    tag: 'widgets',
    auth: 'none',
    response: envelope(ChallengesHomepageV2Schema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
  platformHomeSection: {
    method: 'GET',
    path: '/{platform}/challenges-homepage/v2/{id}',
    summary:
      "One section of a platform's home by id (ending-soon, newest, most-played, with-prizes, completed), paged",
    tag: 'widgets',
    auth: 'none',
    params: HomeSectionParamsSchema,
    query: PageQuerySchema,
    response: listEnvelope(ChallengeCardSchema),
    visitorCacheMs: VISITOR_CACHE_MS,
  },
});
