import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/nerve-boards')({
  staticData: {
    name: 'platform.nerve-boards',
    layout: 'boxed',
    feature: 'a later issue',
  },
  component: RoutePage,
});
