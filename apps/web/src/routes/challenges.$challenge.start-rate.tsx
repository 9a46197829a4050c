import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/challenges/$challenge/start-rate')({
  staticData: {
    name: 'challenges.start-rate',
    layout: 'boxed',
    feature: 'issue 6 (the game loop)',
  },
  component: RoutePage,
});
