import { eq } from 'drizzle-orm';
import type { PlatformRow } from '../context.js';
import type { Database } from '../db/client.js';
import { platforms } from '../db/schema.js';
import type { Layer } from './pipeline.js';

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
    /** The platform of `label` when it is remembered and fresh, without waiting. */
    known(label: string | null): PlatformRow | undefined {
      const hit = label ? cache.get(label) : root;
      return hit && hit.until > now() ? hit.platform : undefined;
    },
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

/** Hosts already seen and their subdomain label: most requests name one of a few hosts. */
const MAX_HOSTS = 1000;

export function tenancy(resolver: PlatformResolver): Layer {
  const labels = new Map<string, string | null>();
  function labelOf(host: string | undefined, baseDomain: string): string | null {
    if (host === undefined) return null;
    let label = labels.get(host);
    if (label === undefined) {
      label = subdomainOf(host, baseDomain);
      // Hosts are the client's to choose: odd ones must not grow the map without end.
      if (labels.size >= MAX_HOSTS) labels.clear();
      labels.set(host, label);
    }
    return label;
  }
  return (c, next) => {
    const label = labelOf(c.req.header('host'), c.get('deps').config.baseDomain);
    const known = resolver.known(label);
    if (known) {
      c.set('platform', known);
      return next();
    }
    return resolver.resolve(label).then((platform) => {
      c.set('platform', platform);
      return next();
    });
  };
}
