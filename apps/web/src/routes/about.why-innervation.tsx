import { createFileRoute } from '@tanstack/react-router';
import { StaticPage } from '../features/shell/static-page.js';
import { pageText } from '../i18n/pages/about.why-innervation.en.js';

export const Route = createFileRoute('/about/why-innervation')({
  staticData: { name: 'about.why-innervation', layout: 'boxed' },
  component: () => <StaticPage text={pageText} />,
});
