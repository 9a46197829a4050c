import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/brain-level-demo')({
  staticData: { name: 'faqs.brain-level-demo', layout: 'boxed' },
  component: StaticPage,
});
