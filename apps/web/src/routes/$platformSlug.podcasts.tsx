import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$platformSlug/podcasts')({
  staticData: { name: 'home.user.podcasts', layout: 'wide' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$platformSlug', params, search: { filter: 'idea_entry_fee' } } as never);
  },
});
