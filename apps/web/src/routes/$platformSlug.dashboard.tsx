import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$platformSlug/dashboard')({
  staticData: { name: 'dashboard.alias', layout: 'boxed', auth: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$platformSlug/my-dashboard', params } as never);
  },
});
