import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/platform-leaderboard/all')({
  staticData: { name: 'platform.leaderboard.all', layout: 'boxed' },
  beforeLoad: () => {
    throw redirect({ to: '/olympiad/leaderboard' } as never);
  },
});
