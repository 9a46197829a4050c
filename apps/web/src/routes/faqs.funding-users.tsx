import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/funding-users')({
  staticData: { name: 'faqs.funding-users', layout: 'boxed' },
  component: StaticPage,
});
