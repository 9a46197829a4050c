import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/in-challenges/tasks')({
  staticData: {
    name: 'discussion-forums.in-challenges.tasks',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
