import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/home')({
  staticData: { name: 'home.redirect', layout: 'wide' },
  beforeLoad: () => {
    throw redirect({ to: '/' } as never);
  },
});
