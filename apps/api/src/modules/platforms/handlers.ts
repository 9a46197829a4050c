/** Platforms (tenants): search, descriptions, preferences, staff, categories, content pages. */
import type { Platform } from '@nervus/contracts';
import type { Context } from 'hono';
import type { AppEnv, PlatformRow } from '../../context.js';
import { reusable } from '../../http/answer.js';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import type { PlatformResolver } from '../../http/tenancy.js';
import { canManagePlatform } from './policy.js';
import {
  allCategories,
  findContentPage,
  findPlatform,
  managingRoles,
  platformExtras,
  rootCategoryIds,
  searchPlatforms,
  staffOf,
  updatePlatform,
} from './queries.js';
import { categoryTree, platformBody, preferencesBody } from './serialize.js';

/**
 * How long a platform's description is reused. The one writer of what a description shows
 * (`putPlatformPreferences`; sign-up only adds platforms, and what is not found is not kept)
 * clears it on this instance at once. Other server processes (WEB_CONCURRENCY, other machines)
 * keep theirs until it expires, so it stays short.
 */
const DESCRIPTION_TTL_MS = 5_000;

async function describe(c: Context<AppEnv>, platform: PlatformRow): Promise<Platform> {
  const { owner, categories } = await platformExtras(c.get('deps').db, platform);
  return platformBody(platform, owner, categories);
}

export function platformHandlers(resolver: PlatformResolver) {
  // Platforms are read on every page and change rarely: describing one costs three queries,
  // and the answer is kept whole, so it is not even serialized again (http/answer.ts).
  const descriptions = new Map<string, { answer: { data: Platform }; until: number }>();
  // Not async: a description in memory is answered without a promise (http/pipeline.ts).
  function described(
    c: Context<AppEnv>,
    key: string,
    load: () => Promise<PlatformRow>,
  ): { data: Platform } | Promise<{ data: Platform }> {
    const now = c.get('deps').now().getTime();
    const hit = descriptions.get(key);
    if (hit && hit.until > now) return hit.answer;
    return load().then(async (platform) => {
      const answer = reusable({ data: await describe(c, platform) });
      if (descriptions.size > 5000) descriptions.clear();
      descriptions.set(key, { answer, until: now + DESCRIPTION_TTL_MS });
      return answer;
    });
  }

  return handlers({
    platforms: async (c, { query }) => {
      const { rows, total } = await searchPlatforms(c.var.deps.db, query);
      const data = await Promise.all(rows.map((row) => describe(c, row)));
      return { data, meta: { total, page: query.page, size: query.size } };
    },
    currentPlatform: (c) =>
      described(c, `id:${c.get('platform').id}`, async () => c.get('platform')),
    platform: (c, { params }) =>
      described(c, `key:${params.id.toLowerCase()}`, () =>
        findPlatform(c.get('deps').db, params.id),
      ),
    platformPreferences: async (c, { params }) => ({
      data: preferencesBody(await findPlatform(c.var.deps.db, params.id)),
    }),
    putPlatformPreferences: async (c, { user, params, body: input }) => {
      const { db, now } = c.var.deps;
      const platform = await findPlatform(db, params.id);
      enforce(canManagePlatform(user, platform, await managingRoles(db, platform.id, user.id)));
      const updated = await updatePlatform(db, platform.id, {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.slogan === undefined ? {} : { slogan: input.slogan || null }),
        ...(input.marketing_phrase === undefined
          ? {}
          : { marketingPhrase: input.marketing_phrase || null }),
        ...(input.organization_description === undefined
          ? {}
          : { organizationDescription: input.organization_description || null }),
        ...(input.masthead_background_image === undefined
          ? {}
          : { mastheadBackgroundImage: input.masthead_background_image }),
        ...(input.organization_image === undefined
          ? {}
          : { organizationImage: input.organization_image }),
        ...(input.accent_color === undefined ? {} : { accentColor: input.accent_color }),
        updatedAt: now(),
      });
      resolver.forget();
      descriptions.clear();
      return { data: preferencesBody(updated) };
    },
    platformStaff: async (c, { params }) => {
      const platform = await findPlatform(c.var.deps.db, params.id);
      const rows = await staffOf(c.var.deps.db, platform.id);
      return {
        data: rows.map((r) => ({
          platform_id: platform.id,
          user_id: r.userId,
          role: r.role,
          user: { id: r.userId, handle: r.handle },
        })),
      };
    },
    platformCategories: async (c, { params }) => {
      const { db } = c.var.deps;
      const platform = await findPlatform(db, params.id);
      const [all, roots] = await Promise.all([allCategories(db), rootCategoryIds(db, platform.id)]);
      return { data: categoryTree(all, roots) };
    },
    categories: async (c) => ({ data: categoryTree(await allCategories(c.var.deps.db)) }),
    contentPage: async (c, { params }) => {
      const { db } = c.var.deps;
      const platform = await findPlatform(db, params.id);
      const page = await findContentPage(db, platform.id, params.page.toLowerCase());
      if (!page) throw notFound('Page');
      return {
        data: {
          platform_id: page.platformId,
          slug: page.slug,
          title: page.title,
          body: page.body,
          updated_at: page.updatedAt.toISOString(),
        },
      };
    },
  });
}
