import { createFileRoute, useParams } from '@tanstack/react-router';
import { BoardAddressSchema } from '../features/olympiads/address.js';
import { LeaderboardRoute } from '../features/olympiads/leaderboard-route.js';
import { prefetchBoard } from '../features/olympiads/loaders.js';

/** The host platform's leaderboard; `/$race` below it shows one race in this same page. */
function Leaderboard() {
  const address = Route.useSearch();
  const { race } = useParams({ strict: false }) as { race?: string };
  return <LeaderboardRoute race={race} address={address} />;
}

export const Route = createFileRoute('/olympiad/leaderboard')({
  staticData: { name: 'platform.olympiad.leaderboard.main', layout: 'boxed' },
  validateSearch: BoardAddressSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    prefetchBoard(context.queryClient, undefined, (params as { race?: string }).race, deps),
  component: Leaderboard,
});
