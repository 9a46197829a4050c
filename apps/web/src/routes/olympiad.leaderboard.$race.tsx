import { createFileRoute } from '@tanstack/react-router';

// The leaderboard above renders the race (it reads the parameter): this route only names it.
export const Route = createFileRoute('/olympiad/leaderboard/$race')({
  staticData: { name: 'platform.olympiad.leaderboard.race', layout: 'boxed' },
});
