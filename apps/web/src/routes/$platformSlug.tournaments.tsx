import { createFileRoute } from '@tanstack/react-router';
import { platformOlympiadsQueryOptions } from '../features/olympiads/queries.js';
import { Tournaments } from '../features/olympiads/tournaments.js';

function PlayerTournaments() {
  const { platformSlug } = Route.useParams();
  return <Tournaments platformSlug={platformSlug} />;
}

export const Route = createFileRoute('/$platformSlug/tournaments')({
  staticData: { name: 'home.olympiads', layout: 'boxed' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      platformOlympiadsQueryOptions(params.platformSlug.toLowerCase()),
    );
  },
  component: PlayerTournaments,
});
