import { ApiError } from '@nervus/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { platformQueryOptions } from '../features/session/queries.js';
import { platformStaffQueryOptions, profileQueryOptions } from '../features/user/profile-query.js';

/**
 * The default root platform's slug as seeded: its address goes home without asking the server.
 * A root platform by another slug (`platforms.is_default`) is found when no player has the slug.
 */
const ROOT_SLUG = 'nervus';
const SKEPTIC = 'skeptic';
/**
 * The page below a slug that may name a platform rather than a player (decision 17): it stays
 * for a slug no player has, and the root platform's is the page without a slug.
 */
const PLATFORM_PAGE = 'question-collection';

const pageBelow = (pathname: string) => pathname.replace(/\/+$/, '').split('/')[2]?.toLowerCase();

/** Whether `slug` is the default root platform's (reserved: no player has it). */
async function isRootPlatform(queryClient: QueryClient, slug: string): Promise<boolean> {
  return queryClient
    .fetchQuery(platformQueryOptions(slug))
    .then((platform) => platform.is_default)
    .catch(() => false);
}

/**
 * Where `/skeptic` leads: the suggestion box of the skeptic platform, which is its owner's (or
 * first ambassador's) box, with the platform as the scout. A platform nobody runs yet takes
 * suggestions through the product's feedback form instead.
 */
async function skepticBox(queryClient: QueryClient) {
  const staff = await queryClient.fetchQuery(platformStaffQueryOptions(SKEPTIC)).catch(() => []);
  const keeper =
    staff.find((s) => s.role === 'owner') ?? staff.find((s) => s.role === 'ambassador') ?? staff[0];
  if (!keeper) {
    return { to: '/send-feedback', search: { about: 'Suggestion', scout_id: SKEPTIC } } as never;
  }
  return {
    to: '/$platformSlug/mentor',
    params: { platformSlug: keeper.user.handle },
    search: { scout_id: SKEPTIC },
  } as never;
}

/**
 * A user's address: their page (index) and everything below it. The loader finds the user for
 * every page below (an unknown handle goes home with the spec's notice) and writes the address
 * with the screen name as its owner wrote it.
 */
export const Route = createFileRoute('/$platformSlug')({
  staticData: { name: 'home.user', layout: 'wide' },
  beforeLoad: ({ params, location }) => {
    if (params.platformSlug.toLowerCase() !== ROOT_SLUG) return;
    if (pageBelow(location.pathname) === PLATFORM_PAGE)
      throw redirect({ href: `/${PLATFORM_PAGE}${location.searchStr}`, replace: true });
    throw redirect({ to: '/' });
  },
  loader: async ({ params, context, location }) => {
    // The skeptic slug is the product's suggestion box platform, not a user. Only the bare
    // address redirects: the pages below it would otherwise redirect to themselves forever.
    const bare = location.pathname.replace(/\/+$/, '').split('/').length === 2;
    if (params.platformSlug.toLowerCase() === SKEPTIC && bare) {
      throw redirect(await skepticBox(context.queryClient));
    }
    try {
      const profile = await context.queryClient.ensureQueryData(
        profileQueryOptions(params.platformSlug),
      );
      // The canonical address uses the screen name as its owner wrote it.
      if (profile.user.screen_name !== params.platformSlug) {
        const rest = location.pathname.split('/').slice(2).join('/');
        throw redirect({
          href: `/${profile.user.screen_name}${rest ? `/${rest}` : ''}${location.searchStr}`,
          replace: true,
        });
      }
    } catch (error) {
      // An unknown user: back to the challenge home with the spec's notice.
      if (error instanceof ApiError && error.status === 404) {
        if (pageBelow(location.pathname) === PLATFORM_PAGE) return;
        // The spec: the default root slug redirects to /.
        if (await isRootPlatform(context.queryClient, params.platformSlug)) {
          throw redirect({ to: '/', replace: true });
        }
        throw redirect({ to: '/', search: { notice: 'user-not-found' }, replace: true });
      }
      throw error;
    }
  },
});
