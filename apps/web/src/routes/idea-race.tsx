import { createFileRoute } from '@tanstack/react-router';
import { BoardAddressSchema } from '../features/olympiads/address.js';
import { IdeaRace } from '../features/olympiads/idea-race.js';
import { prefetchBoard } from '../features/olympiads/loaders.js';

function IdeaRacePage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <IdeaRace page={page ?? 0} onPage={(p) => navigate({ search: { page: p || undefined } })} />
  );
}

export const Route = createFileRoute('/idea-race')({
  staticData: { name: 'platform.idea-race', layout: 'boxed' },
  validateSearch: BoardAddressSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => prefetchBoard(context.queryClient, undefined, 'idea-race', deps),
  component: IdeaRacePage,
});
