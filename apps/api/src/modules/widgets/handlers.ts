/**
 * The challenge home's widgets and a player's challenges. A platform's lists hold the challenges
 * shown on it; every challenge shows on the main platform too (challenges/commands.ts links it),
 * so the main platform's home lists every challenge, as the dashboards treat it. Cards show what
 * a challenge's page shows anyone: counts while it runs, the Top 3 only once it is settled.
 */
import {
  type ChallengeCard,
  HOME_SECTION_SIZE,
  HOME_SECTIONS,
  type HomeSectionId,
} from '@nervus/contracts';
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { allCategories, rootCategoryIds } from '../platforms/queries.js';
import {
  type CardFilter,
  cardRows,
  mainPlatform,
  openCountsByCategory,
  platformBySlug,
  playerId,
  rankedIdeas,
} from './queries.js';
import { cardBody, categoryCounts, winnersByChallenge } from './serialize.js';

type Platform = NonNullable<Awaited<ReturnType<typeof platformBySlug>>>;
type Page = { readonly page: number; readonly size: number };

async function platformNamed(db: Database, slug: string | undefined): Promise<Platform> {
  if (slug === undefined) return mainPlatform(db);
  const platform = await platformBySlug(db, slug);
  if (!platform) throw notFound('Platform');
  return platform;
}

async function cards(db: Database, filter: CardFilter, page: Page) {
  const { rows, total } = await cardRows(db, filter, page);
  const settled = rows.filter((r) => r.settledAt !== null).map((r) => r.id);
  const winners = winnersByChallenge(rows, await rankedIdeas(db, settled));
  return { cards: rows.map((row) => cardBody(row, filter.now, winners)), total };
}

const FIRST: Page = { page: 0, size: HOME_SECTION_SIZE };

async function sections(db: Database, platform: Platform, now: Date) {
  const read = await Promise.all(
    HOME_SECTIONS.map((list) => cards(db, { list, platformId: platform.id, now }, FIRST)),
  );
  return HOME_SECTIONS.map((id, i) => {
    const { cards: challenges, total } = read[i] as { cards: ChallengeCard[]; total: number };
    return { id, challenges, total };
  });
}

async function categoriesOf(db: Database, platform: Platform, now: Date) {
  const [rows, roots, open] = await Promise.all([
    allCategories(db),
    rootCategoryIds(db, platform.id),
    openCountsByCategory(db, platform.id, now),
  ]);
  const counts = new Map(open.map((r) => [r.categoryId as string, r.open]));
  return categoryCounts(rows, roots, counts);
}

async function homepage(db: Database, platform: Platform, now: Date) {
  const [listed, categories] = await Promise.all([
    sections(db, platform, now),
    categoriesOf(db, platform, now),
  ]);
  const of = (id: HomeSectionId) => listed.find((s) => s.id === id)?.challenges ?? [];
  return {
    data: {
      platform,
      ending_soon: of('ending-soon'),
      newest: of('newest'),
      most_played: of('most-played'),
      with_prizes: of('with-prizes'),
      completed: of('completed'),
      categories,
    },
  };
}

export const widgetHandlers = handlers({
  homepageWidget: async (c, { query }) => {
    const { db, now } = c.var.deps;
    return homepage(db, await platformNamed(db, query.platform_slug), now());
  },

  platformHomepage: async (c, { params }) => {
    const { db, now } = c.var.deps;
    return homepage(db, await platformNamed(db, params.platform), now());
  },

  platformHomepageV2: async (c, { params }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    return { data: { platform, sections: await sections(db, platform, now()) } };
  },

  platformHomeSection: async (c, { params, query: { page, size } }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    const filter = { list: params.id, platformId: platform.id, now: now() };
    const read = await cards(db, filter, { page, size });
    return { data: read.cards, meta: { total: read.total, page, size } };
  },

  completedWidget: async (c, { query: { page, size, platform_slug } }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, platform_slug);
    const filter = { list: 'completed' as const, platformId: platform.id, now: now() };
    const read = await cards(db, filter, { page, size });
    return { data: read.cards, meta: { total: read.total, page, size } };
  },

  categoriesWidget: async (c, { query }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, query.platform_slug);
    return { data: await categoriesOf(db, platform, now()) };
  },

  userChallenges: async (c, { params, query: { page, size, state, filter } }) => {
    const { db, now } = c.var.deps;
    const catalystId = await playerId(db, params.id);
    if (!catalystId) throw notFound('User');
    const list = state === 'open' ? ('user-open' as const) : ('user-closed' as const);
    const read = await cards(
      db,
      { list, catalystId, entryFee: filter === 'idea_entry_fee', now: now() },
      { page, size },
    );
    return { data: read.cards, meta: { total: read.total, page, size } };
  },
});
