import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/about')({
  staticData: { name: 'about', layout: 'boxed' },
  component: StaticPage,
});
