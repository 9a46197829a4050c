import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/discover-nervus')({
  staticData: { name: 'about.discover.alias', layout: 'boxed' },
  beforeLoad: () => {
    throw redirect({ to: '/discovernervus' } as never);
  },
});
