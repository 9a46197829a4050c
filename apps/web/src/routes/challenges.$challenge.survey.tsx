import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/challenges/$challenge/survey')({
  staticData: { name: 'challenges.survey', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
