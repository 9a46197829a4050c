import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/category/$category')({
  staticData: { name: 'home.category', layout: 'wide' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/', search: { category: params.category } });
  },
});
