import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/olympiads')({
  staticData: { name: 'faqs.olympiads', layout: 'boxed' },
  component: StaticPage,
});
