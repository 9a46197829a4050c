import { createFileRoute } from '@tanstack/react-router';
import { type SearchAddress, SearchAddressSchema } from '../features/search/address.js';
import { SearchPage } from '../features/search/search-page.js';

function Search() {
  const address = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      address={address}
      onChange={(patch: Partial<SearchAddress>) =>
        navigate({ search: (prev) => ({ ...prev, ...patch }) })
      }
    />
  );
}

export const Route = createFileRoute('/search')({
  staticData: { name: 'home.search', layout: 'wide' },
  validateSearch: SearchAddressSchema,
  component: Search,
});
