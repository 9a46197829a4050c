import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/medals')({
  staticData: {
    name: 'home.user.medals.alias',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
