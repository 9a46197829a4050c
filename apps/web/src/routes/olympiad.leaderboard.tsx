import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/olympiad/leaderboard')({
  staticData: {
    name: 'platform.olympiad.leaderboard.main',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
