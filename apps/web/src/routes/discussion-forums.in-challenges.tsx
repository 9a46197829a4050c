import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/in-challenges')({
  staticData: {
    name: 'discussion-forums.in-challenges',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
