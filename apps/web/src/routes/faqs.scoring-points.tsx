import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/scoring-points')({
  staticData: { name: 'faqs.scoring-points', layout: 'boxed' },
  component: StaticPage,
});
