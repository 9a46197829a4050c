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

/** Which challenges a platform's lists hold: its own, or every one on the main platform. */
const listedOn = (platform: Platform) => (platform.isDefault ? undefined : platform.id);

/** What the answers say of a platform. */
const shown = ({ id, slug, title }: Platform) => ({ id, slug, title });

async function cards(db: Database, filter: CardFilter, page: Page, counted = true) {
  const { rows, total } = await cardRows(db, filter, page, counted);
  const settled = rows.filter((r) => r.settledAt !== null).map((r) => r.id);
  const winners = winnersByChallenge(rows, await rankedIdeas(db, settled));
  return { cards: rows.map((row) => cardBody(row, filter.now, winners)), total };
}

const FIRST: Page = { page: 0, size: HOME_SECTION_SIZE };

/** The home's sections, each with its total when `counted` (the v2 home shows them). */
async function sections(db: Database, platform: Platform, now: Date, counted: boolean) {
  const platformId = listedOn(platform);
  const read = await Promise.all(
    HOME_SECTIONS.map((list) => cards(db, { list, platformId, now }, FIRST, counted)),
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
    openCountsByCategory(db, listedOn(platform), now),
  ]);
  const counts = new Map(open.map((r) => [r.categoryId as string, r.open]));
  return categoryCounts(rows, roots, counts);
}

async function homepage(db: Database, platform: Platform, now: Date) {
  const [listed, categories] = await Promise.all([
    sections(db, platform, now, false),
    categoriesOf(db, platform, now),
  ]);
  const of = (id: HomeSectionId) => listed.find((s) => s.id === id)?.challenges ?? [];
  return {
    data: {
      platform: shown(platform),
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
    return {
      data: { platform: shown(platform), sections: await sections(db, platform, now(), true) },
    };
  },

  platformHomeSection: async (c, { params, query: { page, size } }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, params.platform);
    const filter = { list: params.id, platformId: listedOn(platform), now: now() };
    const read = await cards(db, filter, { page, size });
    return { data: read.cards, meta: { total: read.total, page, size } };
  },

  completedWidget: async (c, { query: { page, size, platform_slug } }) => {
    const { db, now } = c.var.deps;
    const platform = await platformNamed(db, platform_slug);
    const filter = { list: 'completed' as const, platformId: listedOn(platform), now: now() };
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
