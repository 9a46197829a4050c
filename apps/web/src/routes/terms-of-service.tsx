import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/terms-of-service')({
  staticData: { name: 'tos', layout: 'boxed' },
  component: () => <ContentPage page="terms-of-service" />,
});
