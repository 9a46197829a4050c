import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/sharing-center')({
  staticData: { name: 'sharing-center', layout: 'boxed', auth: true, feature: 'a later issue' },
  component: RoutePage,
});
