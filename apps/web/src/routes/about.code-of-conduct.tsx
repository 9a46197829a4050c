import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/about/code-of-conduct')({
  staticData: { name: 'about.code-of-conduct', layout: 'boxed' },
  component: StaticPage,
});
