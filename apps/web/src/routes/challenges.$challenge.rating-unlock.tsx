import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/challenges/$challenge/rating-unlock')({
  staticData: {
    name: 'challenges.rating-unlock',
    layout: 'boxed',
    auth: true,
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
