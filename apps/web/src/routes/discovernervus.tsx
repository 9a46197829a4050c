import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';

export const Route = createFileRoute('/discovernervus')({
  staticData: { name: 'about.discover', layout: 'boxed' },
  component: StaticPage,
});
