import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/innovation-graph-demo')({
  staticData: { name: 'faqs.innovation-graph-demo', layout: 'boxed' },
  component: StaticPage,
});
