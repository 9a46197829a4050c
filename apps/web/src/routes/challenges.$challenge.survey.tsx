import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/challenges/$challenge/survey')({
  staticData: { name: 'challenges.survey', layout: 'boxed', feature: 'issue 6 (the game loop)' },
  component: RoutePage,
});
