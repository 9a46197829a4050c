import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/faqs/patrons')({
  staticData: { name: 'faqs.patrons', layout: 'boxed' },
  component: StaticPage,
});
