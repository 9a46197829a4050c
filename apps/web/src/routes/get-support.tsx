import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/get-support')({
  staticData: { name: 'support', layout: 'boxed' },
  beforeLoad: () => {
    throw redirect({ to: '/send-feedback', search: { about: 'Support' } } as never);
  },
});
