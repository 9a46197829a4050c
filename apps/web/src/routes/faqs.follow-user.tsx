import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/follow-user')({
  staticData: { name: 'faqs.follow-user', layout: 'boxed' },
  component: StaticPage,
});
