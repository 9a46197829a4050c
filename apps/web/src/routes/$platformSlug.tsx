import { ApiError } from '@nervus/api-client';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/user/queries.js';

const ROOT_SLUG = 'nervus';

/**
 * A user's address: their page (index) and everything below it. The loader finds the user for
 * every page below (an unknown handle goes home with the spec's notice) and writes the address
 * with the screen name as its owner wrote it.
 */
export const Route = createFileRoute('/$platformSlug')({
  staticData: { name: 'home.user', layout: 'wide' },
  beforeLoad: ({ params, location }) => {
    const slug = params.platformSlug.toLowerCase();
    if (slug === ROOT_SLUG) throw redirect({ to: '/' });
    // The skeptic slug is the product's suggestion box, not a user. Only the bare address
    // redirects: the box itself lives below it and would otherwise redirect to itself forever.
    if (slug === 'skeptic' && location.pathname.replace(/\/+$/, '').split('/').length === 2) {
      throw redirect({
        to: '/$platformSlug/mentor',
        params: { platformSlug: 'skeptic' },
        search: { scout_id: 'skeptic' },
      } as never);
    }
  },
  loader: async ({ params, context, location }) => {
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
        throw redirect({ to: '/', search: { notice: 'user-not-found' }, replace: true });
      }
      throw error;
    }
  },
});
