import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/accessibility')({
  staticData: { name: 'accessibility', layout: 'boxed' },
  component: () => <ContentPage page="accessibility" />,
});
