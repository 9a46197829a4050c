import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/about/claremont')({
  staticData: { name: 'about.claremont', layout: 'boxed' },
  component: StaticPage,
});
