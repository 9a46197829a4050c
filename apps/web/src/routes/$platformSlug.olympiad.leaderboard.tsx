import { createFileRoute, useParams } from '@tanstack/react-router';
import { BoardAddressSchema } from '../features/olympiads/address.js';
import { LeaderboardRoute } from '../features/olympiads/leaderboard-route.js';
import { prefetchBoard } from '../features/olympiads/loaders.js';

/** A player's own platform's leaderboard (their tournament); `/$race` shows one race here. */
function PlayerLeaderboard() {
  const address = Route.useSearch();
  const { platformSlug } = Route.useParams();
  const { race } = useParams({ strict: false }) as { race?: string };
  return <LeaderboardRoute platformSlug={platformSlug} race={race} address={address} />;
}

export const Route = createFileRoute('/$platformSlug/olympiad/leaderboard')({
  staticData: { name: 'platform.olympiad.leaderboard', layout: 'boxed' },
  validateSearch: BoardAddressSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    prefetchBoard(
      context.queryClient,
      params.platformSlug,
      (params as { race?: string }).race,
      deps,
    ),
  component: PlayerLeaderboard,
});
