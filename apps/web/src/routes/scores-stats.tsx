import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/scores-stats')({
  staticData: {
    name: 'platform.scores-stats',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
