/**
 * The current route's meta and platform slug, for the shell and any feature that lays itself
 * out by them (in lib, so a feature the shell shows, such as the game's boards, need not import
 * the shell).
 */
import { useMatches, useRouterState } from '@tanstack/react-router';
import type { RouteMeta } from './route-meta.js';

/** The meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.staticData;
    if (data?.name && data.layout) return data as RouteMeta;
  }
  return { name: 'home.challenges', layout: 'wide' };
}

/** The `platformSlug` of the current address, when the route has one. */
export function usePlatformSlugParam(): string | undefined {
  return useRouterState({
    select: (s) => {
      for (const m of s.matches) {
        const slug = (m.params as Record<string, string | undefined>).platformSlug;
        if (slug) return slug;
      }
      return undefined;
    },
  });
}
