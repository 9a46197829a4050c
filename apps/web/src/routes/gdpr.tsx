import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/gdpr')({
  staticData: { name: 'gdpr', layout: 'boxed' },
  component: () => <ContentPage page="gdpr" />,
});
