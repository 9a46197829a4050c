import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$platformSlug/podcast')({
  staticData: { name: 'home.user.podcast', layout: 'wide' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$platformSlug', params, search: { filter: 'idea_entry_fee' } } as never);
  },
});
