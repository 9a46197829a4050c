import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/how-it-works')({
  staticData: { name: 'faqs.how-it-works', layout: 'boxed' },
  component: StaticPage,
});
