import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/')({
  staticData: { name: 'faqs.index', layout: 'boxed' },
  component: StaticPage,
});
