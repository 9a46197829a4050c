import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/discussion-forums/in-challenges')({
  staticData: {
    name: 'platform.discussion-forums.in-challenges',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
