import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/$platformSlug/presentation/$id')({
  staticData: {
    name: 'platform.presentation',
    layout: 'raw',
    hideHeader: true,
    feature: 'a later issue',
  },
  component: RoutePage,
});
