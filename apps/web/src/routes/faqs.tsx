import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../features/shell/route-page.js';

export const Route = createFileRoute('/faqs')({
  staticData: { name: 'faqs', layout: 'boxed' },
  component: RoutePage,
});
