import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/about/idea-person')({
  staticData: { name: 'about.idea-person', layout: 'boxed' },
  component: StaticPage,
});
