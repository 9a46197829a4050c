import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/dmca')({
  staticData: { name: 'dmca', layout: 'boxed' },
  component: () => <ContentPage page="dmca" />,
});
