import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/reading-list')({
  staticData: { name: 'reading-list', layout: 'auth', splash: true },
  component: StaticPage,
});
