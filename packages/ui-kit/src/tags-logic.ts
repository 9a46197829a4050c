/** Tags: trimmed, commas and semicolons stripped, duplicates and empties ignored, optional max. */
export function normalizeTag(raw: string): string {
  return raw.replace(/[,;]/g, '').trim();
}

/** Adds one tag to a list by the rules; answers the same list when nothing changes. */
export function addTag(tags: readonly string[], raw: string, max?: number): readonly string[] {
  const tag = normalizeTag(raw);
  if (tag === '') return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  if (max !== undefined && tags.length >= max) return tags;
  return [...tags, tag];
}

/** Keys that commit the typed tag. */
export const TAG_COMMIT_KEYS = ['Enter', 'Tab', ',', ';'] as const;
