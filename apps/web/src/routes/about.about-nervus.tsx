import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/about/about-nervus')({
  staticData: { name: 'about.about-nervus', layout: 'boxed' },
  component: StaticPage,
});
