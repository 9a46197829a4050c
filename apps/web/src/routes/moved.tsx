import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/moved')({
  staticData: { name: 'moved', layout: 'boxed-plain' },
  component: StaticPage,
});
