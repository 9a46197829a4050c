import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/idea-race')({
  staticData: { name: 'platform.idea-race', layout: 'boxed', feature: 'a later issue' },
  component: RoutePage,
});
