import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/sharing')({
  staticData: { name: 'sharing', layout: 'boxed', auth: true, feature: 'a later issue' },
  component: RoutePage,
});
