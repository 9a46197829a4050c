import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/challenges/$challenge/unlock-rate')({
  staticData: { name: 'challenges.unlock-rate', layout: 'boxed' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/challenges/$challenge/rating-unlock', params } as never);
  },
});
