import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/trust-score')({
  staticData: { name: 'faqs.trust-score', layout: 'boxed' },
  component: StaticPage,
});
