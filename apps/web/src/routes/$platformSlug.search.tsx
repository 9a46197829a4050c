import { createFileRoute } from '@tanstack/react-router';
import { type SearchAddress, SearchAddressSchema } from '../features/search/address.js';
import { SearchPage } from '../features/search/search-page.js';

/** A player's search: their own challenges (the parent route has found the player). */
function PlayerSearch() {
  const address = Route.useSearch();
  const { platformSlug } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      address={address}
      catalyst={platformSlug}
      onChange={(patch: Partial<SearchAddress>) =>
        navigate({ search: (prev) => ({ ...prev, ...patch }) })
      }
    />
  );
}

export const Route = createFileRoute('/$platformSlug/search')({
  staticData: { name: 'home.challenges.search', layout: 'wide' },
  validateSearch: SearchAddressSchema,
  component: PlayerSearch,
});
