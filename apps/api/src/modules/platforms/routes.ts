import {
  PageQuerySchema,
  type Platform,
  PlatformPreferencesInputSchema,
  PlatformSearchQuerySchema,
} from '@nervus/contracts';
import { and, asc, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, PlatformRow, UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import {
  categories,
  contentPages,
  platformCategories,
  platformStaff,
  platforms,
  users,
} from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { PlatformResolver } from '../../http/tenancy.js';
import { validate } from '../../http/validate.js';
import { categoryTree, platformBody, preferencesBody } from './serialize.js';

export async function findPlatform(db: Database, idOrSlug: string): Promise<PlatformRow> {
  const slug = idOrSlug.toLowerCase();
  const [row] = await db
    .select()
    .from(platforms)
    .where(
      and(
        isUuid(idOrSlug)
          ? or(eq(platforms.id, idOrSlug), eq(platforms.slug, slug))
          : eq(platforms.slug, slug),
        isNull(platforms.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Platform');
  return row;
}

async function describe(db: Database, platform: PlatformRow) {
  const [ownerRows, categoryRows] = await Promise.all([
    platform.ownerId
      ? db
          .select({ id: users.id, handle: users.handle })
          .from(users)
          .where(eq(users.id, platform.ownerId))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(platformCategories)
      .innerJoin(categories, eq(categories.id, platformCategories.categoryId))
      .where(eq(platformCategories.platformId, platform.id))
      .orderBy(asc(categories.position), asc(categories.name)),
  ]);
  return platformBody(platform, ownerRows[0] ?? null, categoryRows);
}

/** Owners, their staff (owner or ambassador role) and admins may change a platform. */
export async function canManagePlatform(
  db: Database,
  user: UserRow,
  platform: PlatformRow,
): Promise<boolean> {
  if (user.isGlobalAdmin || platform.ownerId === user.id) return true;
  const [staff] = await db
    .select({ role: platformStaff.role })
    .from(platformStaff)
    .where(
      and(
        eq(platformStaff.platformId, platform.id),
        eq(platformStaff.userId, user.id),
        inArray(platformStaff.role, ['owner', 'ambassador']),
      ),
    )
    .limit(1);
  return staff !== undefined;
}

const SearchSchema = v.object({ ...PageQuerySchema.entries, ...PlatformSearchQuerySchema.entries });

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** How long a platform's description is reused; edits on this instance clear it at once. */
const DESCRIPTION_TTL_MS = 30_000;

export function platformRoutes(resolver: PlatformResolver) {
  const single = async (c: Context<AppEnv>) => findPlatform(c.var.deps.db, c.req.param('id') ?? '');
  // Platforms are read on every page and change rarely: describing one costs three queries.
  const descriptions = new Map<string, { body: Platform; until: number }>();
  async function described(c: Context<AppEnv>, key: string, load: () => Promise<PlatformRow>) {
    const now = c.var.deps.now().getTime();
    const hit = descriptions.get(key);
    if (hit && hit.until > now) return hit.body;
    const body = await describe(c.var.deps.db, await load());
    if (descriptions.size > 5000) descriptions.clear();
    descriptions.set(key, { body, until: now + DESCRIPTION_TTL_MS });
    return body;
  }
  return new Hono<AppEnv>()
    .get('/platforms', validate('query', SearchSchema), async (c) => {
      const { db } = c.var.deps;
      const { page, size, search } = c.req.valid('query');
      const term = search ? `%${escapeLike(search)}%` : undefined;
      const where = and(
        isNull(platforms.deletedAt),
        term
          ? or(
              ilike(platforms.title, term),
              ilike(platforms.slug, term),
              ilike(platforms.name, term),
            )
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(platforms)
          .where(where)
          .orderBy(asc(platforms.type), asc(platforms.slug))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(platforms).where(where),
      ]);
      const data = await Promise.all(rows.map((row) => describe(db, row)));
      return c.json({ data, meta: { total: totals[0]?.total ?? 0, page, size } });
    })
    .get('/platforms/current', async (c) =>
      c.json({ data: await described(c, `id:${c.var.platform.id}`, async () => c.var.platform) }),
    )
    .get('/platforms/:id', async (c) =>
      c.json({
        data: await described(c, `key:${c.req.param('id').toLowerCase()}`, () => single(c)),
      }),
    )
    .get('/platforms/:id/preferences', async (c) =>
      c.json({ data: preferencesBody(await single(c)) }),
    )
    .put(
      '/platforms/:id/preferences',
      validate('json', PlatformPreferencesInputSchema),
      async (c) => {
        const user = requireUser(c);
        const { db, now } = c.var.deps;
        const platform = await single(c);
        if (!(await canManagePlatform(db, user, platform))) {
          throw forbidden('Only the owner of this platform can change it.');
        }
        const input = c.req.valid('json');
        const [updated] = await db
          .update(platforms)
          .set({
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
            updatedAt: now(),
          })
          .where(eq(platforms.id, platform.id))
          .returning();
        if (!updated) throw notFound('Platform');
        resolver.forget();
        descriptions.clear();
        return c.json({ data: preferencesBody(updated) });
      },
    )
    .get('/platforms/:id/staff', async (c) => {
      const platform = await single(c);
      const rows = await c.var.deps.db
        .select({ role: platformStaff.role, userId: users.id, handle: users.handle })
        .from(platformStaff)
        .innerJoin(users, eq(users.id, platformStaff.userId))
        .where(eq(platformStaff.platformId, platform.id))
        .orderBy(asc(users.handle));
      return c.json({
        data: rows.map((r) => ({
          platform_id: platform.id,
          user_id: r.userId,
          role: r.role,
          user: { id: r.userId, handle: r.handle },
        })),
      });
    })
    .get('/platforms/:id/categories', async (c) => {
      const { db } = c.var.deps;
      const platform = await single(c);
      const [all, links] = await Promise.all([
        db.select().from(categories),
        db
          .select({ id: platformCategories.categoryId })
          .from(platformCategories)
          .where(eq(platformCategories.platformId, platform.id)),
      ]);
      // A platform without categories of its own offers the default platform's.
      let roots = new Set(links.map((l) => l.id));
      if (roots.size === 0) {
        const fallback = await db
          .select({ id: platformCategories.categoryId })
          .from(platformCategories)
          .innerJoin(platforms, eq(platforms.id, platformCategories.platformId))
          .where(eq(platforms.isDefault, true));
        roots = new Set(fallback.map((l) => l.id));
      }
      return c.json({ data: categoryTree(all, roots) });
    })
    .get('/categories', async (c) => {
      const all = await c.var.deps.db.select().from(categories);
      return c.json({ data: categoryTree(all) });
    })
    .get('/content/platforms/:id/pages/:page', async (c) => {
      const { db } = c.var.deps;
      const platform = await single(c);
      const slug = c.req.param('page').toLowerCase();
      const rows = await db
        .select()
        .from(contentPages)
        .where(
          and(
            eq(contentPages.slug, slug),
            or(eq(contentPages.platformId, platform.id), isNull(contentPages.platformId)),
          ),
        );
      const page =
        rows.find((r) => r.platformId === platform.id) ?? rows.find((r) => r.platformId === null);
      if (!page) throw notFound('Page');
      return c.json({
        data: {
          platform_id: page.platformId,
          slug: page.slug,
          title: page.title,
          body: page.body,
          updated_at: page.updatedAt.toISOString(),
        },
      });
    });
}
