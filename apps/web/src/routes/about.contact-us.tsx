import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/pages/content-page.js';

export const Route = createFileRoute('/about/contact-us')({
  staticData: { name: 'contact', layout: 'boxed' },
  component: () => <ContentPage page="contact-us" />,
});
