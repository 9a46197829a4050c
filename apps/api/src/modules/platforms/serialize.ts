import type { Category, Platform } from '@nervus/contracts';
import type { PlatformRow } from '../../context.js';
import type { categories } from '../../db/schema.js';

type CategoryRow = typeof categories.$inferSelect;

export function platformBody(
  platform: PlatformRow,
  owner: { id: string; handle: string } | null,
  categoryList: readonly { slug: string; name: string }[],
): Platform {
  return {
    id: platform.id,
    name: platform.name,
    title: platform.title,
    slogan: platform.slogan,
    marketing_phrase: platform.marketingPhrase,
    icon: platform.icon,
    subdomain: platform.subdomain,
    slug: platform.slug,
    type: platform.type,
    is_default: platform.isDefault,
    aliases: platform.aliases,
    url: platform.url,
    owner,
    organization_image: platform.organizationImage,
    organization_description: platform.organizationDescription,
    masthead_background_image: platform.mastheadBackgroundImage,
    accent_color: platform.accentColor,
    categories: [...categoryList],
    createdAt: platform.createdAt.toISOString(),
    updatedAt: platform.updatedAt.toISOString(),
    deletedAt: platform.deletedAt?.toISOString() ?? null,
  };
}

export function preferencesBody(platform: PlatformRow) {
  return {
    title: platform.title,
    slogan: platform.slogan,
    marketing_phrase: platform.marketingPhrase,
    organization_description: platform.organizationDescription,
    masthead_background_image: platform.mastheadBackgroundImage,
    organization_image: platform.organizationImage,
    accent_color: platform.accentColor,
  };
}

/** Builds the category forest; `roots` limits it to those subtrees (all roots when omitted). */
export function categoryTree(
  rows: readonly CategoryRow[],
  roots?: ReadonlySet<string>,
): Category[] {
  const byParent = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (row: CategoryRow, seen: Set<string>): Category => {
    seen.add(row.id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      icon: row.icon,
      parent_id: row.parentId,
      related_platform: row.relatedPlatform,
      children: (byParent.get(row.id) ?? [])
        .filter((child) => !seen.has(child.id))
        .sort(order)
        .map((child) => build(child, seen)),
    };
  };
  const order = (a: CategoryRow, b: CategoryRow) =>
    a.position - b.position || a.name.localeCompare(b.name);
  const tops = roots ? rows.filter((r) => roots.has(r.id)) : (byParent.get(null) ?? []);
  return [...tops].sort(order).map((row) => build(row, new Set()));
}
