/** Whose collection `/{slug}/question-collection` shows (apart: only that route loads the player's queries). */
import { ApiError } from '@nervus/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../user/profile-query.js';
import type { CollectionSource } from './source.js';

/** The player of `slug`, else the platform of that slug. */
export async function slugSource(
  queryClient: QueryClient,
  slug: string,
): Promise<CollectionSource> {
  const options = profileQueryOptions(slug);
  // The parent route asked already: a handle it did not find is not asked for again.
  const asked = queryClient.getQueryState(options.queryKey)?.error;
  if (asked instanceof ApiError && asked.status === 404)
    return { kind: 'platform', slug, title: null };
  try {
    const profile = await queryClient.ensureQueryData(options);
    return { kind: 'player', id: profile.user.id, handle: profile.user.screen_name };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { kind: 'platform', slug, title: null };
    throw error;
  }
}
