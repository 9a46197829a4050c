import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { name: 'policy', layout: 'boxed' },
  component: () => <ContentPage page="privacy-policy" />,
});
