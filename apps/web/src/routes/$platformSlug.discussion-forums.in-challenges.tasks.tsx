import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/in-challenges/tasks')({
  staticData: {
    name: 'platform.discussion-forums.in-challenges.tasks',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
