import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/discussion-forums/my-saved')({
  staticData: {
    name: 'discussion-forums.my-saved',
    layout: 'boxed',
    auth: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
