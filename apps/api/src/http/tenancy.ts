import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, PlatformRow } from '../context.js';
import type { Database } from '../db/client.js';
import { platforms } from '../db/schema.js';

/**
 * The subdomain label of a host, or null for the bare domain, localhost or an address.
 * `comedy.localhost:3000` → `comedy`; with base domain `nervus.example`,
 * `comedy.nervus.example` → `comedy`.
 */
export function subdomainOf(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null;
  for (const base of [baseDomain, 'localhost']) {
    if (base && name.endsWith(`.${base}`)) {
      const prefix = name.slice(0, -(base.length + 1));
      const labels = prefix.split('.');
      return labels[labels.length - 1] || null;
    }
  }
  return null;
}

/** Resolves hosts to platforms, remembering answers briefly (platforms rarely change). */
export function platformResolver(db: Database, ttlMs = 30_000, now: () => number = Date.now) {
  const cache = new Map<string, { platform: PlatformRow; until: number }>();
  let root: { platform: PlatformRow; until: number } | null = null;

  async function defaultPlatform(): Promise<PlatformRow> {
    if (root && root.until > now()) return root.platform;
    const [row] = await db.select().from(platforms).where(eq(platforms.isDefault, true)).limit(1);
    if (!row) throw new Error('no default platform: the database is not seeded');
    root = { platform: row, until: now() + ttlMs };
    return row;
  }

  return {
    async resolve(label: string | null): Promise<PlatformRow> {
      if (!label) return defaultPlatform();
      const hit = cache.get(label);
      if (hit && hit.until > now()) return hit.platform;
      const [row] = await db
        .select()
        .from(platforms)
        .where(eq(platforms.subdomain, label))
        .limit(1);
      // Aliases (www, dev, staging, release) and unknown labels are the default root.
      const platform = row && row.deletedAt === null ? row : await defaultPlatform();
      if (cache.size > 1000) cache.clear();
      cache.set(label, { platform, until: now() + ttlMs });
      return platform;
    },
    forget(): void {
      cache.clear();
      root = null;
    },
  };
}

export type PlatformResolver = ReturnType<typeof platformResolver>;

export function tenancy(resolver: PlatformResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const label = subdomainOf(c.req.header('host'), c.get('deps').config.baseDomain);
    c.set('platform', await resolver.resolve(label));
    await next();
  };
}
