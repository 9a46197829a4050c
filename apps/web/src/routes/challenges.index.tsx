import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/challenges/')({
  staticData: { name: 'challenges', layout: 'wide' },
  beforeLoad: () => {
    throw redirect({ to: '/' } as never);
  },
});
