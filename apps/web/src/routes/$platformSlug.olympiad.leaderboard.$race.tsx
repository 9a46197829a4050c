import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/olympiad/leaderboard/$race')({
  staticData: {
    name: 'platform.olympiad.leaderboard.platform-race',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
